import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { submitForm, typeInto } from '../testing/story-actions';
import { withScreenFrame } from '../testing/story-decorators';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Auth/RegisterScreen',
  component: RegisterScreen,
  decorators: [withScreenFrame],
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: every rule of the form next to its field. */
export const AllErrors: Story = {
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('input[name="agree"]')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A short password and a repetition that does not match. */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'password', 'abc');
    await typeInto(canvasElement, 'confirmPassword', 'abd');
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('input[name="confirmPassword"]')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The demo account's address is taken: the message stays at the e-mail field, nothing typed is lost. */
export const EmailInUse: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'email', 'demo@demobanka.example');
    await typeInto(canvasElement, 'password', 'secret-1');
    await typeInto(canvasElement, 'confirmPassword', 'secret-1');
    await typeInto(canvasElement, 'name', 'Marija');
    await typeInto(canvasElement, 'surname', 'Petrovska');
    await typeInto(canvasElement, 'company', 'Demo Banka');
    canvasElement.querySelector<HTMLInputElement>('input[name="agree"]')?.click();
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('input[name="email"]')).toHaveAttribute('aria-invalid', 'true'));
  },
};
