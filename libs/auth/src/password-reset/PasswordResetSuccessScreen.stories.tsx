import type { Meta, StoryObj } from '@storybook/react-vite';
import { withResetRoute } from './testing/story-routes';
import { PasswordResetSuccessScreen } from './PasswordResetSuccessScreen';

const meta = {
  title: 'Auth/Password reset/PasswordResetSuccessScreen',
  component: PasswordResetSuccessScreen,
  decorators: [withResetRoute({ pathname: '/password-reset-successfully', state: { email: 'demo@demobanka.example' } })],
} satisfies Meta<typeof PasswordResetSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changed: Story = {};
