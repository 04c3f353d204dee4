import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDataRouter, withDemoUser } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { LeadsScreen } from './LeadsScreen';

/** The demo bank's requests, live from the local backend (none until a customer leaves one in the chat). */
const meta = {
  title: 'Leads/LeadsScreen',
  component: LeadsScreen,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withDataRouter('/leads'),
    withDemoUser,
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LeadsScreen>;

export default meta;
export const Demo: StoryObj<typeof meta> = {};
