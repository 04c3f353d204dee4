import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { Button } from '../button/Button';
import { BlockingNotice } from './BlockingNotice';

function dispatchBeforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('BlockingNotice', () => {
  it('covers the page with the translated saving notice and holds focus', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <Button>Save</Button>
        <BlockingNotice active />
      </>,
    );
    const notice = screen.getByRole('alertdialog', { name: 'Saving…' });
    expect(notice).toHaveAccessibleDescription('Do not close or refresh this page.');
    expect(notice).toHaveFocus();

    await user.tab();
    expect(notice).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('comes back if the browser closes it while the work goes on', async () => {
    await renderWithProviders(<BlockingNotice active />);
    const notice = screen.getByRole('alertdialog') as HTMLDialogElement;
    act(() => notice.close());
    expect(notice).toHaveAttribute('open');
    expect(notice).toHaveFocus();
  });

  it('shows a custom message and the progress', async () => {
    await renderWithProviders(<BlockingNotice active title="Importing questions…" message="This takes about a minute." progress={42.4} />);
    expect(screen.getByRole('alertdialog', { name: 'Importing questions…' })).toHaveAccessibleDescription('This takes about a minute.');
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
  });

  it('asks before the page is left only while active', async () => {
    const { rerender } = await renderWithProviders(<BlockingNotice active />);
    expect(dispatchBeforeUnload().defaultPrevented).toBe(true);

    rerender(<BlockingNotice active={false} />);
    expect(dispatchBeforeUnload().defaultPrevented).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives focus back when the work is done', async () => {
    const user = userEvent.setup();
    const { rerender } = await renderWithProviders(
      <>
        <Button>Save</Button>
        <BlockingNotice active={false} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    rerender(
      <>
        <Button>Save</Button>
        <BlockingNotice active />
      </>,
    );
    expect(screen.getByRole('alertdialog')).toHaveFocus();
    rerender(
      <>
        <Button>Save</Button>
        <BlockingNotice active={false} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('speaks Macedonian and Albanian', async () => {
    const { unmount } = await renderWithProviders(<BlockingNotice active />, { language: 'mk' });
    expect(screen.getByRole('alertdialog', { name: 'Се зачувува…' })).toHaveAccessibleDescription(
      'Не ја затворајте и не ја освежувајте оваа страница.',
    );
    unmount();
    await renderWithProviders(<BlockingNotice active />, { language: 'sq' });
    expect(screen.getByRole('alertdialog', { name: 'Po ruhet…' })).toBeInTheDocument();
  });

  describe('when the work looks stuck', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      // Whatever else listens for the connection (React Query does) hears it is back.
      window.dispatchEvent(new Event('online'));
    });

    it('says the connection is gone as soon as the browser goes offline, and lets the person keep working', async () => {
      const user = userEvent.setup();
      const page = (active: boolean) => (
        <>
          <Button>Save</Button>
          <BlockingNotice active={active} />
        </>
      );
      const { rerender } = await renderWithProviders(page(false));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      rerender(page(true));
      const notice = screen.getByRole('alertdialog', { name: 'Saving…' });
      expect(screen.queryByRole('button', { name: 'Keep working' })).not.toBeInTheDocument();

      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(notice).toHaveAccessibleName('No connection');
      expect(notice).toHaveAccessibleDescription(/^Nothing is lost: what you entered stays here/);
      const keepWorking = screen.getByRole('button', { name: 'Keep working' });
      expect(keepWorking).toHaveFocus();

      await user.click(keepWorking);
      expect(notice).not.toHaveAttribute('open');
      expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
      // The work goes on, so leaving the page still asks first.
      expect(dispatchBeforeUnload().defaultPrevented).toBe(true);
    });

    it('says so at once when the browser is already offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await renderWithProviders(<BlockingNotice active />);
      expect(screen.getByRole('alertdialog', { name: 'No connection' })).toBeInTheDocument();
    });

    it('offers the way out when the work takes long even with a network', async () => {
      await renderWithProviders(<BlockingNotice active stalledAfterMs={20} />);
      expect(await screen.findByRole('alertdialog', { name: 'This is taking longer than usual' })).toBeInTheDocument();
      // The focus moves once the new state is on screen, which a busy machine may draw a moment later.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Keep working' })).toHaveFocus());
    });

    it('starts the next save afresh after one was closed', async () => {
      const user = userEvent.setup();
      const { rerender } = await renderWithProviders(<BlockingNotice active />);
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      await user.click(screen.getByRole('button', { name: 'Keep working' }));
      rerender(<BlockingNotice active={false} />);
      expect(dispatchBeforeUnload().defaultPrevented).toBe(false);

      rerender(<BlockingNotice active />);
      const notice = screen.getByRole('alertdialog', { name: 'Saving…' });
      expect(notice).toHaveAttribute('open');
      expect(notice).toHaveFocus();
    });

    it('speaks Macedonian and Albanian', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { unmount } = await renderWithProviders(<BlockingNotice active />, { language: 'mk' });
      expect(screen.getByRole('alertdialog', { name: 'Нема врска' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Продолжи со работа' })).toBeInTheDocument();
      unmount();
      await renderWithProviders(<BlockingNotice active />, { language: 'sq' });
      expect(screen.getByRole('alertdialog', { name: 'Nuk ka lidhje' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Vazhdo punën' })).toBeInTheDocument();
    });
  });
});
