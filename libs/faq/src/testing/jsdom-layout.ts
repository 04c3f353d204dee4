import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so every element measures 0 px and a virtual list would show no rows. This
 * gives elements the size of a desktop viewport's list (800 px high) and rows their estimated height.
 */
export function giveElementsLayout(rowHeight = 84): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(rowHeight);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(900);
}
