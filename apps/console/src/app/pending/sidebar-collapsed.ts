/**
 * Whether the signed-in sidebar starts collapsed: the main layout remembers it under this key
 * (layout-shell's COLLAPSE_STORAGE_KEY). Read here rather than imported so that the start-up code stays
 * without the layouts' library, which loads with the first route.
 */
const COLLAPSED_SIDEBAR_KEY = 'collapseMenu';

export function sidebarStartsCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_SIDEBAR_KEY) === 'true';
  } catch {
    return false;
  }
}
