import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDataRouter, withDemoUser } from '@console/testing';
import { HomeScreen } from './HomeScreen';

/** The demo account's checklist, live from the seeded local backend. */
const meta = {
  title: 'Home/HomeScreen',
  component: HomeScreen,
  // The router inside, the signed-in user around it.
  decorators: [withDataRouter('/home'), withDemoUser],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
export const Demo: StoryObj<typeof meta> = {};
