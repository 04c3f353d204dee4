import { useCallback, useState } from 'react';

/** localStorage key of the sidebar's state (the specification's name); 'true' or 'false'. */
export const COLLAPSE_STORAGE_KEY = 'collapseMenu';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSE_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy settings); the sidebar then starts expanded.
    return false;
  }
}

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
  const [collapsed, setState] = useState(readCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    setState(next);
    storeCollapsed(next);
  }, []);
  return [collapsed, setCollapsed];
}
