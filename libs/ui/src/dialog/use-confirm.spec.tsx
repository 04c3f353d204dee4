import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { Button } from '../button/Button';
import { useConfirm } from './use-confirm';

function DeleteButton() {
  const { confirm, confirmDialog } = useConfirm();
  const [result, setResult] = useState('nothing yet');
  const ask = async () => {
    const confirmed = await confirm({ title: 'Delete the card?', confirmLabel: 'Delete', variant: 'danger' });
    setResult(confirmed ? 'deleted' : 'kept');
  };
  return (
    <>
      <Button onClick={ask}>Delete card</Button>
      <p>Result: {result}</p>
      {confirmDialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Result: deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled and gives focus back', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Delete card' });
    await user.click(opener);
    expect(screen.getByRole('alertdialog', { name: 'Delete the card?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Result: kept')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
