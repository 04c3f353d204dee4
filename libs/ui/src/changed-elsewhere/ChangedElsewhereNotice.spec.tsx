import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@console/testing';
import { ChangedElsewhereNotice } from './ChangedElsewhereNotice';

describe('ChangedElsewhereNotice', () => {
  it('says so as an alert and offers both versions', async () => {
    const user = userEvent.setup();
    const onLoadSaved = vi.fn();
    const onKeepEditing = vi.fn();
    await renderWithProviders(<ChangedElsewhereNotice onLoadSaved={onLoadSaved} onKeepEditing={onKeepEditing} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^This was changed elsewhere\. While you were editing, it was saved in another tab or by someone else\./);
    await user.click(screen.getByRole('button', { name: 'Load the saved version' }));
    expect(onLoadSaved).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    expect(onKeepEditing).toHaveBeenCalledOnce();
  });

  it("names what changed in the caller's words, and can take focus", async () => {
    const ref = createRef<HTMLElement>();
    await renderWithProviders(<ChangedElsewhereNotice ref={ref} title="Your settings were changed elsewhere." onLoadSaved={vi.fn()} onKeepEditing={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your settings were changed elsewhere\. While you were editing/);
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('speaks Macedonian and Albanian', async () => {
    const { unmount } = await renderWithProviders(<ChangedElsewhereNotice onLoadSaved={vi.fn()} onKeepEditing={vi.fn()} />, { language: 'mk' });
    expect(screen.getByRole('button', { name: 'Вчитај ја зачуваната верзија' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Задржи ги моите промени' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<ChangedElsewhereNotice onLoadSaved={vi.fn()} onKeepEditing={vi.fn()} />, { language: 'sq' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Kjo u ndryshua diku tjetër\./);
    expect(screen.getByRole('button', { name: 'Mbaj ndryshimet e mia' })).toBeInTheDocument();
  });
});
