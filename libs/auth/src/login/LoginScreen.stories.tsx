import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sessionEndedState } from '@console/session';
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

/** Reached because the session ended after 30 idle minutes: the page says so. */
const afterIdleSignOut = { screenEntry: { pathname: '/login', state: sessionEndedState('idle') } };

export const AfterIdleSignOutMacedonian: Story = { parameters: afterIdleSignOut, globals: { locale: 'mk' } };

export const AfterIdleSignOutEnglish: Story = { parameters: afterIdleSignOut, globals: { locale: 'en' } };

export const AfterIdleSignOutAlbanian: Story = { parameters: afterIdleSignOut, globals: { locale: 'sq' } };
