import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with translated default buttons and reports the answer', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderWithProviders(
      <ConfirmDialog open title="Change language?" message="Unsaved changes will be lost." onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Change language?' });
    expect(dialog).toHaveAccessibleDescription('Unsaved changes will be lost.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts on Cancel for a dangerous action and treats Escape as Cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderWithProviders(
      <ConfirmDialog
        open
        variant="danger"
        title="Delete this loan?"
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the confirm button as busy and cannot be dismissed meanwhile', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    await renderWithProviders(<ConfirmDialog open busy title="Delete?" confirmLabel="Delete" onConfirm={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('speaks Albanian', async () => {
    await renderWithProviders(<ConfirmDialog open title="Ndrysho gjuhën?" onConfirm={vi.fn()} onCancel={vi.fn()} />, { language: 'sq' });
    expect(screen.getByRole('button', { name: 'Konfirmo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anulo' })).toBeInTheDocument();
  });
});
