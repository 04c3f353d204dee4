import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a text into a field as a person pasting it would: one input event. For texts whose keystrokes are
 * not what a test is about; typing long texts key by key into a large form only slows the test.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
