import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../testing/story-decorators';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Settings/SectionNav',
  component: SectionNav,
  decorators: [withRouter],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionNav>;

export default meta;
export const Sections: StoryObj<typeof meta> = {};
