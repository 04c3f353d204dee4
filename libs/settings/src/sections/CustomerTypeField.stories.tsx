import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSettingsForm } from '../testing/story-decorators';
import { CustomerTypeSection } from './CustomerTypeSection';

const meta = {
  title: 'Settings/CustomerTypeSection',
  component: CustomerTypeSection,
  decorators: [withSettingsForm],
} satisfies Meta<typeof CustomerTypeSection>;

export default meta;
export const Individual: StoryObj<typeof meta> = {};
