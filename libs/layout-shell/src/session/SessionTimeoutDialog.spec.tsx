import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@console/i18n';
import { renderWithProviders } from '@console/testing';
import { SessionTimeoutDialog, type SessionTimeoutDialogProps } from './SessionTimeoutDialog';

const start = Date.UTC(2026, 0, 12, 9, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: start, toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.getElementById('focused-before')?.remove();
});

async function open(props: Partial<SessionTimeoutDialogProps> = {}, language: LanguageCode = 'en') {
  const onStay = vi.fn();
  const onDismiss = vi.fn();
  const before = document.createElement('button');
  before.id = 'focused-before';
  before.textContent = 'Save';
  document.body.append(before);
  before.focus();
  const view = await renderWithProviders(<SessionTimeoutDialog reason="idle" endsAt={start + 60_000} onStay={onStay} onDismiss={onDismiss} {...props} />, { language });
  return { ...view, onStay, onDismiss, before };
}

describe('SessionTimeoutDialog', () => {
  it('is an alert dialog that takes the focus and counts the seconds down', async () => {
    await open();
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription('For your security you will be signed out in 60 seconds, as nothing has happened in the console for a while.');
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    act(() => vi.advanceTimersByTime(59_000));
    expect(dialog).toHaveAccessibleDescription('For your security you will be signed out in 1 second, as nothing has happened in the console for a while.');
    act(() => vi.advanceTimersByTime(5_000));
    expect(dialog).toHaveTextContent('signed out in 0 seconds');
  });

  it('"Stay signed in" answers it; Escape does not close it by accident', async () => {
    const { onStay, user } = await open();
    vi.useRealTimers();
    await user.keyboard('{Escape}');
    expect(onStay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStay).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back when it goes', async () => {
    const { before, unmount } = await open();
    expect(before).not.toHaveFocus();
    unmount();
    expect(before).toHaveFocus();
  });

  it('says that unsaved changes will be lost', async () => {
    await open({ unsavedChanges: true });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Changes on this page that are not saved will be lost.');
  });

  it('at the age limit only closes: nothing extends the session', async () => {
    const { onDismiss, onStay, user } = await open({ reason: 'expired' });
    vi.useRealTimers();
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(within(dialog).queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onStay).not.toHaveBeenCalled();
  });

  it.each([
    ['mk', 'Дали сѐ уште сте тука?', 'Заради ваша безбедност ќе бидете одјавени за 60 секунди', 'Останете најавени'],
    ['sq', 'A jeni ende aty?', 'Për sigurinë tuaj do të nxirreni nga konsola pas 60 sekondash', 'Qëndroni të kyçur'],
  ] as const)('speaks %s', async (language, title, body, stay) => {
    await open({ unsavedChanges: true }, language);
    const dialog = screen.getByRole('alertdialog', { name: title });
    expect(dialog).toHaveTextContent(body);
    expect(within(dialog).getByRole('button', { name: stay })).toHaveFocus();
  });

  it('speaks Macedonian and Albanian at the age limit too', async () => {
    await open({ reason: 'expired' }, 'mk');
    expect(screen.getByRole('alertdialog', { name: 'Сесијата наскоро завршува' })).toHaveTextContent('Ќе бидете одјавени за 60 секунди');
    document.body.innerHTML = '';
    await open({ reason: 'expired' }, 'sq');
    expect(screen.getByRole('alertdialog', { name: 'Seanca juaj po mbaron' })).toHaveTextContent('Do të nxirreni nga konsola pas 60 sekondash');
  });
});
