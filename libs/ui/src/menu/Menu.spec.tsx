import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@console/testing';
import { Menu } from './Menu';
import { MenuItem } from './MenuItem';

async function renderProfileMenu(onAccount = vi.fn(), onSignOut = vi.fn()) {
  await renderWithProviders(
    <>
      <Menu trigger="Ana Petrova">
        <MenuItem onSelect={onAccount}>Account</MenuItem>
        <MenuItem href="#help">Help</MenuItem>
        <MenuItem disabled>Billing</MenuItem>
        <MenuItem onSelect={onSignOut} tone="danger">
          Sign out
        </MenuItem>
      </Menu>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Ana Petrova' }), onAccount, onSignOut };
}

describe('Menu', () => {
  it('opens on click, says so on its trigger, and focuses the first item', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderProfileMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Ana Petrova' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '#help');
  });

  it('moves with arrow keys, Home and End, skipping disabled items and wrapping', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderProfileMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('h');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderProfileMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderProfileMenu();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs the chosen action with Enter, closes and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger, onSignOut, onAccount } = await renderProfileMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onAccount).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('ignores a disabled item', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderProfileMenu();
    await user.click(trigger);
    const billing = screen.getByRole('menuitem', { name: 'Billing' });
    expect(billing).toHaveAttribute('aria-disabled', 'true');
    await user.click(billing);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes when Tab moves focus on', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderProfileMenu();
    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderProfileMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('offers choices with custom content and marks the current one', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    await renderWithProviders(
      <Menu trigger={<span>English</span>} menuLabel="Language" placement="top-start">
        {['Македонски', 'English', 'Shqip'].map((name) => (
          <MenuItem key={name} checked={name === 'English'} onSelect={() => onChoose(name)}>
            <img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>" alt="" width={20} height={14} />
            {name}
          </MenuItem>
        ))}
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Shqip' }));
    expect(onChoose).toHaveBeenCalledWith('Shqip');
  });

  it('tells when it opens and closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <Menu trigger="Profile" onOpenChange={onOpenChange}>
        <MenuItem>Account</MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});
