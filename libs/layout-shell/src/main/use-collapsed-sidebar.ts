import { useCallback, useState } from 'react';
import { COLLAPSE_STORAGE_KEY, sidebarStartsCollapsed } from '../frame/sidebar-collapsed';

function storeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(COLLAPSE_STORAGE_KEY, String(collapsed));
  } catch {
    // Not remembering the choice is better than failing the toggle.
  }
}

/**
 * Whether the sidebar is collapsed, remembered across visits. Read synchronously for the first
 * render, so a collapsed sidebar never flashes open on load.
 */
export function useCollapsedSidebar(): [collapsed: boolean, setCollapsed: (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(sidebarStartsCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    setState(next);
    storeCollapsed(next);
  }, []);
  return [collapsed, setCollapsed];
}
