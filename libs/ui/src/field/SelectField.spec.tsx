import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { SelectField } from './SelectField';

const options = [
  { value: 'individual', label: 'Individual' },
  { value: 'corporate', label: 'Corporate' },
];

describe('SelectField', () => {
  it('is a labelled native select with its options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<SelectField label="Customer type" placeholder="Choose…" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Customer type' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Individual', 'Corporate']);

    await user.selectOptions(select, 'corporate');
    expect(select).toHaveValue('corporate');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows an error tied to the select', async () => {
    await renderWithProviders(<SelectField label="Customer type" options={options} error="Field required" required />);
    const select = screen.getByRole('combobox', { name: 'Customer type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Field required');
    expect(select).toBeRequired();
  });
});
