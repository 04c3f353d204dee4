/** localStorage key of the sidebar's state (the specification's name); 'true' or 'false'. */
export const COLLAPSE_STORAGE_KEY = 'collapseMenu';

/** Whether the sidebar was left collapsed; read synchronously, so a collapsed sidebar never flashes open. */
export function sidebarStartsCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSE_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy settings); the sidebar then starts expanded.
    return false;
  }
}
