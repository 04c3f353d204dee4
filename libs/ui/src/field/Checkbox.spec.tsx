import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { Checkbox } from './Checkbox';

const label = (
  <>
    I agree to the <a href="#terms">terms</a> and the <a href="#privacy">privacy policy</a>
  </>
);

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Checkbox label="Remember me" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('keeps the links in its label reachable by keyboard, after the box', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Checkbox label={label} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms and the privacy policy' });
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveFocus();
    expect(checkbox).not.toBeChecked();
  });

  it('shows an error tied to the box', async () => {
    await renderWithProviders(<Checkbox label={label} error="You must agree to continue" />);
    const checkbox = screen.getByRole('checkbox');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must agree to continue');
  });
});
