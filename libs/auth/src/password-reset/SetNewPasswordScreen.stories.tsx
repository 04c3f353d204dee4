import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { FreshResetLink } from './testing/FreshResetLink';
import { withResetRoute } from './testing/story-routes';
import { SetNewPasswordScreen } from './SetNewPasswordScreen';

const meta = {
  title: 'Auth/Password reset/SetNewPasswordScreen',
  component: SetNewPasswordScreen,
} satisfies Meta<typeof SetNewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a real reset e-mail of the demo account. */
export const ValidLink: Story = {
  decorators: [
    (Story) => (
      <FreshResetLink>
        <Story />
      </FreshResetLink>
    ),
  ],
};

/** The demo account's current password is refused next to the field; the fields keep what was typed. */
export const PasswordUsedBefore: Story = {
  ...ValidLink,
  play: async ({ canvasElement }) => {
    const password = await waitFor(() => {
      const input = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
      if (!input) throw new Error('The form is not there yet');
      return input;
    });
    const repeat = canvasElement.querySelector('input[name="confirmPassword"]') as HTMLInputElement;
    await userEvent.type(password, DEMO_ACCOUNT.password);
    await userEvent.type(repeat, DEMO_ACCOUNT.password);
    await userEvent.click(canvasElement.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), { timeout: 5_000 });
  },
};

/** A link that is unknown, used or expired. */
export const InvalidLink: Story = {
  decorators: [withResetRoute('/set-new-password?mode=resetPassword&oobCode=no-such-code')],
};

/** The page opened without the code of an e-mail link. */
export const MissingCode: Story = {
  decorators: [withResetRoute('/set-new-password')],
};
