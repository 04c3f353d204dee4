import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDataRouter, withDemoUser } from '@console/testing';
import { DashboardScreen } from './DashboardScreen';

/** The demo bank's dashboard, live from the local backend: two years of generated chats. */
const meta = {
  title: 'Analytics/DashboardScreen',
  component: DashboardScreen,
  decorators: [withDataRouter('/dashboard'), withDemoUser],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Macedonian: Story = { globals: { locale: 'mk' } };
export const English: Story = { globals: { locale: 'en' } };
export const Albanian: Story = { globals: { locale: 'sq' } };
