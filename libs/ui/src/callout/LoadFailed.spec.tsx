import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@console/testing';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it('says what failed as an alert and offers to reload, in the interface language', async () => {
    const onReload = vi.fn();
    await renderWithProviders(<LoadFailed message="The requests could not be loaded." onReload={onReload} />, { language: 'mk', namespaces: ['common', 'ui'] });
    expect(screen.getByRole('alert')).toHaveTextContent('The requests could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Освежи' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
