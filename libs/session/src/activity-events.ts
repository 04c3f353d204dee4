/** What counts as a person using the page: pointer, keys, touch, scrolling and focus. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focus'] as const;

type Events = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onActivity` on every sign of use anywhere in the page. Captured on the window: scroll and
 * focus do not bubble, and a component that stops propagation must not hide activity.
 */
export function listenForActivity(target: Events, onActivity: () => void): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
  };
}
