import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { submitForm, typeInto } from '../testing/story-actions';
import { withScreenFrame } from '../testing/story-decorators';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Auth/LoginScreen',
  component: LoginScreen,
  decorators: [withScreenFrame],
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: each field says what is missing, and the focus is on the first one. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('input[name="email"]')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/**
 * An address without an account (so the demo account is never locked by the story): the answer does
 * not say whether the e-mail or the password was wrong.
 */
export const WrongCredentials: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'email', 'nobody@demobanka.example');
    await typeInto(canvasElement, 'password', 'not-the-password');
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeEmptyDOMElement());
  },
};
