import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withResetRoute } from './testing/story-routes';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Auth/Password reset/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  decorators: [withResetRoute('/forgot-password')],
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Came back from "Use a different e-mail address": the address is filled in to correct it. */
export const Prefilled: Story = {
  decorators: [withResetRoute({ pathname: '/forgot-password', state: { email: 'demo@demobanka.example' } })],
};

/** Submitted with a malformed address: the message is next to the field. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[name="email"]') as HTMLInputElement;
    await userEvent.type(input, 'demo@demobanka');
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};
