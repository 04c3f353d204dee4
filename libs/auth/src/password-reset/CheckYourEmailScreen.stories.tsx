import type { Meta, StoryObj } from '@storybook/react-vite';
import { withResetRoute } from './testing/story-routes';
import { CheckYourEmailScreen } from './CheckYourEmailScreen';

const meta = {
  title: 'Auth/Password reset/CheckYourEmailScreen',
  component: CheckYourEmailScreen,
} satisfies Meta<typeof CheckYourEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just sent: the resend waits 30 seconds, counting down. */
export const JustSent: Story = {
  decorators: [withResetRoute({ pathname: '/check-your-email', state: { email: 'demo@demobanka.example', sentAt: Date.now() } })],
};

/** A minute later: another link can be sent (it goes to the local mailbox). */
export const ReadyToResend: Story = {
  decorators: [withResetRoute({ pathname: '/check-your-email', state: { email: 'demo@demobanka.example', sentAt: Date.now() - 60_000 } })],
};

/** Opened without a request in this tab: the answer stays general. */
export const AddressUnknown: Story = {
  decorators: [withResetRoute({ pathname: '/check-your-email', state: { email: '', sentAt: 0 } })],
};
