import type { BrowserContext, FrameLocator, Locator } from '@playwright/test';
import { DEMO_BANK_URL } from './servers';

/** The chat's question box, in whichever of its three languages the chat is (a product card has fields of its own). */
export const questionBox = (chat: FrameLocator | Locator): Locator => chat.getByRole('textbox', { name: /^(Вашето прашање|Your question|Pyetja juaj)$/u });

/** Opens the chat on the demo bank's website in a page of its own and asks a question there. */
export async function askOnTheBanksWebsite(context: BrowserContext, question: string): Promise<FrameLocator> {
  const website = await context.newPage();
  await website.goto(DEMO_BANK_URL);
  const frame = website.frameLocator('iframe[title="Разговор со Весна"]');
  await frame.getByRole('button', { name: /^Разговарајте со Весна/ }).click();
  const field = questionBox(frame);
  await field.fill(question);
  await field.press('Enter');
  return frame;
}
