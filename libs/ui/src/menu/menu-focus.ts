const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

export function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

export type MenuMove = 'first' | 'last' | 'next' | 'previous';

/** Moves focus among the enabled items; next and previous wrap around, as menus usually do. */
export function focusMenuItem(list: HTMLElement | null, move: MenuMove): void {
  const items = menuItems(list);
  if (items.length === 0) return;
  const current = items.findIndex((item) => item === document.activeElement);
  const index =
    move === 'first'
      ? 0
      : move === 'last'
        ? items.length - 1
        : move === 'next'
          ? (current + 1) % items.length
          : (current - 1 + items.length) % items.length;
  items[index]?.focus();
}

/** Focuses the next item whose text starts with `character` (type-ahead). */
export function focusItemStartingWith(list: HTMLElement | null, character: string): void {
  const items = menuItems(list);
  const current = items.findIndex((item) => item === document.activeElement);
  const ordered = [...items.slice(current + 1), ...items.slice(0, current + 1)];
  const wanted = character.toLocaleLowerCase();
  ordered.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(wanted))?.focus();
}
