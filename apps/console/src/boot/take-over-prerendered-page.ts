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
 * What someone typed into a page drawn at build time, and the field they were in, before the app draws
 * the page anew: the returned function, called after that render, puts both back (fields are matched by
 * name: the generated ids differ between the two renders).
 */
export function keepWhatWasTyped(container: HTMLElement): () => void {
  const typed = textFieldsIn(container)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ name: field.name, value: field.value }));
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.name : null;
  return () => {
    const fields = textFieldsIn(container);
    for (const { name, value } of typed) {
      const field = fields.find((candidate) => candidate.name === name);
      if (field) type(field, value);
    }
    const focus = focused ? fields.find((candidate) => candidate.name === focused) : undefined;
    focus?.focus();
  };
}
