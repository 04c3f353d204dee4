import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

// A stopped clock: the countdown shows the same 45 seconds in every run.
const frozenNow = Date.UTC(2026, 0, 12, 9, 0);

const meta = {
  title: 'Shell/SessionTimeoutDialog',
  component: SessionTimeoutDialog,
  args: { reason: 'idle', endsAt: frozenNow + 45_000, now: () => frozenNow, onStay: fn(), onDismiss: fn() },
} satisfies Meta<typeof SessionTimeoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A minute before the sign-out after 30 idle minutes; focus starts on "Stay signed in". */
export const Macedonian: Story = { globals: { locale: 'mk' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  },
};

export const Albanian: Story = { globals: { locale: 'sq' } };

/** A form on the page has unsaved changes: the warning says they will be lost. */
export const WithUnsavedChanges: Story = { args: { unsavedChanges: true } };

/** The 12-hour limit: nothing extends it, so the one button only closes the warning. */
export const SessionAgeLimitMacedonian: Story = { args: { reason: 'expired', unsavedChanges: true }, globals: { locale: 'mk' } };

export const SessionAgeLimitEnglish: Story = { args: { reason: 'expired', unsavedChanges: true }, globals: { locale: 'en' } };

export const SessionAgeLimitAlbanian: Story = { args: { reason: 'expired', unsavedChanges: true }, globals: { locale: 'sq' } };
