import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDemoUserAndRouter } from '../testing/story-decorators';
import { HomeScreen } from './HomeScreen';

/** The demo account's checklist, live from the seeded local backend. */
const meta = {
  title: 'Home/HomeScreen',
  component: HomeScreen,
  decorators: [withDemoUserAndRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
export const Demo: StoryObj<typeof meta> = {};
