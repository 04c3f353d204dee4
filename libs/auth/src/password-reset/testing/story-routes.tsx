import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';

/** Where a story's screen navigated to: the path, shown as is (it is not a text to translate). */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <code>{pathname + search}</code>;
}

/**
 * Routing for a reset screen in a story: the story renders at `entry` (a path, or a path with router
 * state), at the width the forgot-password layout gives it; links elsewhere show where they lead.
 */
export function withResetRoute(entry: InitialEntry): Decorator {
  const pathname = typeof entry === 'string' ? entry.split('?')[0] : (entry.pathname ?? '/');
  return (Story) => (
    <MemoryRouter initialEntries={[entry]}>
      <div style={{ width: 'min(28rem, 100vw - 2rem)' }}>
        <Routes>
          <Route path={pathname} element={<Story />} />
          <Route path="*" element={<NavigatedTo />} />
        </Routes>
      </div>
    </MemoryRouter>
  );
}
