import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { Button } from '../button/Button';
import { TextField } from '../field/TextField';
import { Dialog } from './Dialog';

function RenameDialog({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename assistant</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Rename the assistant"
        description="Customers see this name in the chat."
        footer={<Button onClick={close}>Save</Button>}
      >
        <TextField label="Assistant name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title and moves focus into its content', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RenameDialog />);
    await user.click(screen.getByRole('button', { name: 'Rename assistant' }));

    const dialog = screen.getByRole('dialog', { name: 'Rename the assistant' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Customers see this name in the chat.');
    expect(screen.getByRole('textbox', { name: 'Assistant name' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RenameDialog />);
    await user.click(screen.getByRole('button', { name: 'Rename assistant' }));
    const input = screen.getByRole('textbox', { name: 'Assistant name' });
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });

    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(<RenameDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Rename assistant' });
    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its translated close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(<RenameDialog onClose={onClose} />, { language: 'mk' });
    await user.click(screen.getByRole('button', { name: 'Rename assistant' }));
    await user.click(screen.getByRole('button', { name: 'Затвори' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Rename assistant' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(<RenameDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Rename assistant' }));
    await user.click(screen.getByText('Customers see this name in the chat.'));
    expect(onClose).not.toHaveBeenCalled();

    // A click on the backdrop reaches the <dialog> element itself.
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape when not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(
      <Dialog open onClose={onClose} title="Importing" dismissible={false}>
        <Button>Details</Button>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Importing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
