import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'secret1');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reaches the toggle by keyboard, after the input', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PasswordField label="Password" />);
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  });

  it('names the toggle in Albanian', async () => {
    await renderWithProviders(<PasswordField label="Fjalëkalimi" />, { language: 'sq' });
    expect(screen.getByRole('button', { name: 'Shfaq fjalëkalimin' })).toBeInTheDocument();
  });

  it('shows its error', async () => {
    await renderWithProviders(<PasswordField label="Password" error="Password must have at least 6 characters" />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must have at least 6 characters');
  });
});
