import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithOneMoreMessage, WithoutOutbox, withMailboxRoute } from './stories/story-support';
import { LocalMailScreen } from './LocalMailScreen';

const meta = {
  title: 'Local mail/LocalMailScreen',
  component: LocalMailScreen,
  decorators: [withMailboxRoute],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocalMailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Storybook database's outbox as it is, live: e-mails sent by other stories appear here. */
export const Mailbox: Story = {};

/** With a reset e-mail just sent to the demo account, at the top. */
export const NewestFirst: Story = {
  decorators: [
    (Story) => (
      <WithOneMoreMessage>
        <Story />
      </WithOneMoreMessage>
    ),
  ],
};

/** A Firebase build: no outbox, nothing to list. */
export const WithoutLocalBackend: Story = {
  decorators: [
    (Story) => (
      <WithoutOutbox>
        <Story />
      </WithoutOutbox>
    ),
  ],
};
