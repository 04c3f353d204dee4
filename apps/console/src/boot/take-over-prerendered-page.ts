import { useLayoutEffect, type ReactNode } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What of the router is needed here: whether its first navigation is done, and a way to hear when it is. */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Resolves once the router has finished its first navigation: the route's code, texts and guard are done. */
export function whenRouterReady(router: StartingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Sets a field's value as typing does, so that the form's own state (Formik's) hears of it. */
function type(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const textFieldsIn = (container: HTMLElement) =>
  [...container.querySelectorAll<TextField>('input[name], textarea[name]')].filter((field) => field.type !== 'checkbox' && field.type !== 'radio');

/**
 * What someone typed into a page drawn at build time, and the field they were in, before the app's page
 * takes its place: the returned function puts both back into the app's page (fields are matched by
 * name: the generated ids differ between the two renders).
 */
export function keepWhatWasTyped(container: HTMLElement): (into: HTMLElement) => void {
  const typed = textFieldsIn(container)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ name: field.name, value: field.value }));
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.name : null;
  return (into) => {
    const fields = textFieldsIn(into);
    for (const { name, value } of typed) {
      const field = fields.find((candidate) => candidate.name === name);
      if (field) type(field, value);
    }
    const focus = focused ? fields.find((candidate) => candidate.name === focused) : undefined;
    focus?.focus();
  };
}

/**
 * Calls `onCommit` once, when its children are first committed: after their own layout effects, before
 * the browser paints. The take-over swaps the drawn page for the app there, so that no frame shows neither.
 */
export function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }): ReactNode {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first commit
  useLayoutEffect(onCommit, []);
  return children;
}
