import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDataRouter, withDemoUser } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { EmbedScreen } from './EmbedScreen';

/** The demo bank, published from the seed, live from the local backend. */
const meta = {
  title: 'Embed/EmbedScreen',
  component: EmbedScreen,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withDataRouter('/embed'),
    withDemoUser,
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedScreen>;

export default meta;
export const Demo: StoryObj<typeof meta> = {};
