import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageCode } from '@console/i18n';
import { renderWithProviders } from '@console/testing';
import { Button } from '../button/Button';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast-context';

function SaveButtons() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Settings saved')}>Save</Button>
      <Button onClick={() => toast.error('The photo could not be uploaded', { title: 'Upload failed' })}>Upload</Button>
      <Button onClick={() => toast.info('A new version is ready', { duration: null })}>Notify</Button>
    </>
  );
}

async function renderToasts(language: LanguageCode = 'en') {
  return renderWithProviders(
    <ToastProvider>
      <SaveButtons />
    </ToastProvider>, { language },
  );
}

/**
 * Fake timers start after the texts are loaded (that needs real ones), and clicks go through
 * fireEvent there: Testing Library's async helpers wait on a real timeout that fake timers hold.
 */
async function renderWithFakeTimers() {
  await renderToasts();
  vi.useFakeTimers();
}

const toastOf = (text: string) => screen.getByText(text).closest('[class*="toast"]') as HTMLElement;

describe('ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success politely and errors assertively', async () => {
    const user = userEvent.setup();
    await renderToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const polite = screen.getByRole('status');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toHaveTextContent('Success: Settings saved');

    const assertive = screen.getByRole('alert');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(assertive).toHaveTextContent('Error: Upload failed');
    expect(assertive).toHaveTextContent('The photo could not be uploaded');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('is dismissed with its button, by keyboard', async () => {
    const user = userEvent.setup();
    await renderToasts();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
  });

  it('goes away by itself after a while', async () => {
    await renderWithFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('waits while the pointer is over it and carries on afterwards', async () => {
    await renderWithFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toastOf('Settings saved'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Settings saved')).toBeInTheDocument();

    fireEvent.mouseLeave(toastOf('Settings saved'));
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('waits while keyboard focus is inside it', async () => {
    await renderWithFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dismiss = within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Settings saved')).toBeInTheDocument();

    act(() => dismiss.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('keeps errors longer, and a toast without duration until dismissed', async () => {
    await renderWithFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Information: A new version is ready');
  });

  it('speaks Macedonian', async () => {
    const user = userEvent.setup();
    await renderToasts('mk');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Грешка: Upload failed');
    expect(screen.getByRole('button', { name: 'Затвори известување' })).toBeInTheDocument();
  });
});
