import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testPaths, type QuestionFixture } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [
  {
    id: 'cards-block',
    category: 'Cards',
    question: { mk: 'Како да ја блокирам картичката?', en: 'How do I block my card?', sq: 'Si ta bllokoj kartën time?' },
    text: { mk: 'Јавете се во банката.', en: 'Call the bank.', sq: 'Telefononi bankën.' },
  },
];
const phrasingsPath = `${testPaths.phrasings}/cards-block`;

beforeEach(() => giveElementsLayout());

describe('"Customers also ask it as…"', () => {
  it('keeps how customers ask the question, one way per line in each language, for the next publish', async () => {
    const user = userEvent.setup();
    const { backend } = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' } } });
    await user.click(await screen.findByRole('button', { name: 'How do I block my card?' }));
    const section = await screen.findByRole('region', { name: 'Customers also ask it as…' });

    await user.type(within(section).getByRole('textbox', { name: 'In English' }), 'the cash machine ate my card{Enter}{Enter}  hole in the wall kept my plastic ');
    await user.type(within(section).getByRole('textbox', { name: 'In Albanian' }), 'bankomati ma mori kartelen');
    expect(within(section).getByText('Unsaved changes')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Save the ways of asking' }));

    expect(await within(section).findByText('Saved. The assistant learns them when you next publish.')).toBeVisible();
    expect((await backend.documents.getDoc(phrasingsPath)).data).toMatchObject({
      phrasings: { en: 'the cash machine ate my card\nhole in the wall kept my plastic', sq: 'bankomati ma mori kartelen' },
    });
    await waitFor(() => expect(within(section).getByRole('textbox', { name: 'In English' })).toHaveValue('the cash machine ate my card\nhole in the wall kept my plastic'));
  });

  it('says what is wrong with a line that is too long and saves nothing, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { backend } = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' } } }, { language: 'mk' });
    await user.click(await screen.findByRole('button', { name: 'Како да ја блокирам картичката?' }));
    const section = await screen.findByRole('region', { name: 'Клиентите прашуваат и вака…' });
    const field = within(section).getByRole('textbox', { name: 'На англиски' });
    await user.click(field);
    await user.paste(`card stuck\n${'x'.repeat(301)}`);

    expect(field).toHaveAccessibleDescription(/Редот 2 е предолг/u);
    await user.click(within(section).getByRole('button', { name: 'Зачувај ги начините на прашување' }));
    expect((await backend.documents.getDoc(phrasingsPath)).exists).toBe(false);
    expect(field).toHaveValue(`card stuck\n${'x'.repeat(301)}`);
  });
});
