import type { FrameLocator, Locator } from '@playwright/test';

/** The chat's question box, in whichever of its three languages the chat is (a product card has fields of its own). */
export const questionBox = (chat: FrameLocator | Locator): Locator => chat.getByRole('textbox', { name: /^(Вашето прашање|Your question|Pyetja juaj)$/u });
