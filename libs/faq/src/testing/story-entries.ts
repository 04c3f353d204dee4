import type { Locale } from '@console/locale';
import { createFaqJoiner, matchFaqCategory, type FaqAttachment, type FaqEntry, type FaqLanguageEntry, type FaqQuestion, type UserAnswer } from '@console/faq-data';

const rows: Array<[id: string, category: string, top: boolean, question: string, standard: string, answer?: string, source?: UserAnswer['source']]> = [
  ['cards-block', 'Cards', true, 'How do I block a lost or stolen card?', 'Call the bank at once or block the card in the mobile app.', 'Call us on +389 2 3200 200, 24 hours a day, or tap Block card in Demo mBank. The card is blocked within a minute.'],
  ['cards-pin', 'CARDS', false, 'I forgot my PIN. What should I do?', 'You can see your PIN in the app or order a new one at a branch.'],
  ['atm-limit', 'atm', true, 'How much cash can I withdraw from an ATM per day?', 'The daily limit depends on your card.', 'The daily limit depends on your card.', 'default'],
  ['account-open', 'Account', true, 'How do I open a personal account?', 'Visit a branch with a valid ID card.', 'At Demo Banka you can open a personal account in 15 minutes at any branch — bring your ID card.'],
  ['loans-consumer', 'Loans', false, 'What do I need for a consumer loan?', 'An ID card, proof of income and a completed application.'],
  ['payments-abroad', 'Payments', false, 'How do I send money abroad?', 'Use an international transfer in e-banking or at a branch.'],
  ['ebanking-register', 'Ebanking', false, 'How do I register for e-banking?', 'Download the app and follow the steps to register.'],
  ['terms-iban', 'Terminology', false, 'What is an IBAN?', 'The international number of a bank account.'],
  ['insurance', 'Insurance', false, 'Do you offer travel insurance?', 'Ask at a branch about the insurance products we offer.'],
];

export function storyQuestion(id: string, category: string, top: boolean, question: string, standard: string): FaqQuestion {
  return { id, isTop: top, question, variants: [], defaultAnswer: standard, category, categoryId: matchFaqCategory(category), scenario: null, type: 'text', customerType: null };
}

/** Plain FAQ entries for stories: answered, imported and unanswered questions in several categories. */
export function storyEntries(): FaqEntry[] {
  const questions = rows.map(([id, category, top, question, standard]) => storyQuestion(id, category, top, question, standard));
  const answers: UserAnswer[] = rows
    .filter((row) => row[5] !== undefined)
    .map(([id, , , , , answer, source]) => ({ id, answer: answer ?? '', attachments: [], source: source ?? 'bank' }));
  return createFaqJoiner()(questions, answers, 'individual');
}

/** A large catalogue, to see the virtual list at work. */
export function manyStoryEntries(count: number): FaqEntry[] {
  const questions = Array.from({ length: count }, (_, index) =>
    storyQuestion(`q-${index}`, ['Cards', 'Loans', 'Payments', 'ATM'][index % 4] ?? 'Cards', index % 5 === 0, `Question number ${index + 1}: how does it work?`, 'A standard answer.'),
  );
  const answers: UserAnswer[] = questions.filter((_, index) => index % 3 === 0).map((question) => ({ id: question.id, answer: `Our answer to ${question.id}.`, attachments: [], source: 'bank' }));
  return createFaqJoiner()(questions, answers, 'individual');
}

export const storyAttachments: FaqAttachment[] = [
  { name: 'card-blocking-steps.png', path: 'story/card-blocking-steps.png', contentType: 'image/png', size: 182_000 },
  { name: 'tariff-list-2026.pdf', path: 'story/tariff-list-2026.pdf', contentType: 'application/pdf', size: 1_450_000 },
];

/** One question in the three languages for the editor's stories: answered in Macedonian, the standard answer in English, nothing in Albanian. */
export function storyLanguages(): Record<Locale, FaqLanguageEntry & { question: FaqQuestion }> {
  const question = (text: string, standard: string) => storyQuestion('cards-block', 'Cards', true, text, standard);
  const mk = question( 'Како да блокирам изгубена или украдена картичка?', 'Веднаш јавете се во банката или блокирајте ја картичката во мобилната апликација.');
  const en = question('How do I block a lost or stolen card?', 'Call the bank at once or block the card in the mobile app.');
  const sq = question('Si ta bllokoj një kartë të humbur ose të vjedhur?', 'Telefononi menjëherë bankën ose bllokojeni kartën në aplikacionin celular.');
  return {
    mk: { locale: 'mk', question: mk, answer: { id: 'cards-block', answer: 'Јавете ни се на +389 2 3200 200, 24 часа на ден, или допрете „Блокирај картичка“ во Demo mBank.', attachments: [], source: 'bank' }, state: 'answered' },
    en: { locale: 'en', question: en, answer: { id: 'cards-block', answer: en.defaultAnswer, attachments: [], source: 'default' }, state: 'standard' },
    sq: { locale: 'sq', question: sq, answer: null, state: 'missing' },
  };
}
