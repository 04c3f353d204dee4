import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties the label, hint and typing to the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<TextField label="Bank name" hint="As your customers know it" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Bank name' });
    expect(input).toHaveAccessibleDescription('As your customers know it');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.type(input, 'Acme');
    expect(input).toHaveValue('Acme');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('marks an error and describes the input with it', async () => {
    await renderWithProviders(<TextField label="E-mail" type="email" error="Invalid email" hint="Work address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Invalid email');
    expect(screen.getByText('Invalid email')).toBeVisible();
  });

  it('shows a required marker and makes the input required', async () => {
    await renderWithProviders(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes native props and forwards its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithProviders(<TextField ref={ref} label="Phone" type="tel" placeholder="+389" disabled />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('placeholder', '+389');
    expect(input).toBeDisabled();
  });
});
