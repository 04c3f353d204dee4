import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDataRouter } from '@console/testing';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Settings/SectionNav',
  component: SectionNav,
  decorators: [withDataRouter('/settings')],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionNav>;

export default meta;
export const Sections: StoryObj<typeof meta> = {};
