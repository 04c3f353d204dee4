import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { Icon } from '../icon/Icon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    await renderWithProviders(<IconButton label="Open menu" icon={<Icon name="chevronDown" />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('type', 'button');

    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
