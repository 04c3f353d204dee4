import { userEvent } from 'storybook/test';

/** Submits the story's form by its submit button, whatever the language of its text. */
export async function submitForm(canvasElement: HTMLElement): Promise<void> {
  const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) await userEvent.click(submit);
}

/** Types into the field named `name`, whatever the language of its label. */
export async function typeInto(canvasElement: HTMLElement, name: string, text: string): Promise<void> {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (input) await userEvent.type(input, text);
}
