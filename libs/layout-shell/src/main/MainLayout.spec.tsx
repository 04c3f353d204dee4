import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@console/i18n';
import { renderWithProviders, staticMatchMedia, TestProviders } from '@console/testing';
import { Menu, MenuItem } from '@console/ui';
import { MainLayout } from './MainLayout';
import type { NavigationItem } from './navigation-item';
import { SMALL_SCREEN_QUERY } from './use-small-screen';

const navigation: NavigationItem[] = [
  { to: '/faq', label: 'FAQ', icon: 'faq' },
  { to: '/settings', label: 'Settings', icon: 'settings' },
];

function Page() {
  const { pathname } = useLocation();
  return <h1>Page {pathname}</h1>;
}

async function renderLayout({ path = '/faq', language = 'en' }: { path?: string; language?: LanguageCode } = {}) {
  const ui = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <MainLayout
              navigation={navigation}
              languageSelector={({ compact }) => (
                <Menu trigger={compact ? 'EN' : 'English'} triggerLabel="Language">
                  <MenuItem onSelect={() => undefined}>Shqip</MenuItem>
                </Menu>
              )}
              profileMenu={({ compact }) => <p>{compact ? 'profile: icon only' : 'profile: full'}</p>}
            >
              <Outlet />
            </MainLayout>
          }
        >
          <Route path="/faq" element={<Page />} />
          <Route path="/settings" element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
  const result = await renderWithProviders(ui, { language });
  const rerenderFresh = () => {
    result.unmount();
    return render(
      <TestProviders i18n={result.i18n} queryClient={result.queryClient}>
        {ui}
      </TestProviders>,
    );
  };
  return { ...result, rerenderFresh };
}

/** A phone-sized viewport for the layout's media query (jsdom's own matchMedia never matches). */
function useSmallScreenViewport() {
  vi.stubGlobal('matchMedia', staticMatchMedia((query) => query === SMALL_SCREEN_QUERY));
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('MainLayout on a wide screen', () => {
  it('frames the page with the main menu and marks the current page', async () => {
    const { user } = await renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Tellr' })).toHaveAttribute('href', '/faq');
    expect(within(menu).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page /faq' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Page /settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });

  it('offers "Skip to content" first, which moves the keyboard to the page', async () => {
    const { user } = await renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('collapses to icons, keeps every name for screen readers, and remembers the choice', async () => {
    const { user, rerenderFresh } = await renderLayout();
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main menu' }).id);
    expect(screen.getByText('profile: full')).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('collapseMenu')).toBe('true');
    expect(screen.getByText('profile: icon only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveTextContent('EN');
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tellr' })).toBeInTheDocument();

    rerenderFresh();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(localStorage.getItem('collapseMenu')).toBe('false');
    expect(screen.getByText('profile: full')).toBeInTheDocument();
  });

  it('starts collapsed when that was the last choice', async () => {
    localStorage.setItem('collapseMenu', 'true');
    await renderLayout();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('profile: icon only')).toBeInTheDocument();
  });

  it('speaks Macedonian and Albanian', async () => {
    const { unmount } = await renderLayout({ language: 'mk' });
    expect(screen.getByRole('navigation', { name: 'Главно мени' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Прескокни до содржината' })).toBeInTheDocument();
    unmount();
    await renderLayout({ language: 'sq' });
    expect(screen.getByRole('button', { name: 'Ngushto menynë' })).toBeInTheDocument();
  });
});

describe('MainLayout on a phone', () => {
  it('hides the sidebar behind a menu button; the drawer takes focus and the overlay closes it', async () => {
    useSmallScreenViewport();
    const { user } = await renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main menu' }).id);
    expect(screen.queryByRole('button', { name: /Collapse menu|Expand menu/ })).not.toBeInTheDocument();
    expect(screen.getByText('profile: full')).toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');

    await user.click(screen.getByTestId('drawer-overlay'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('drawer-overlay')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('closes with Escape and the close button, returning focus to the menu button', async () => {
    useSmallScreenViewport();
    const { user } = await renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('lets Escape close a menu inside the drawer without closing the drawer', async () => {
    useSmallScreenViewport();
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a page is chosen', async () => {
    useSmallScreenViewport();
    const { user } = await renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Page /settings' })).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    // Choosing the page already shown closes the drawer too.
    await user.click(menuButton);
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
