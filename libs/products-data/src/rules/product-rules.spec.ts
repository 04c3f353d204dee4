import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../model/product-draft';
import { photoRejection } from './photo-rules';
import { ProductInputError } from './product-input-error';
import { validateProductInput } from './validate-product';

/** The rules over one language's texts (Macedonian here; every language has the same rules). */
function validateOneLanguage<K extends 'cards' | 'loans' | 'deposits'>(kind: K, input: { fields: unknown; texts: unknown }) {
  const valid = validateProductInput(kind, { fields: input.fields, texts: { mk: input.texts } });
  return { fields: valid.fields, texts: valid.texts.mk };
}

function problemsOf(kind: 'cards' | 'loans' | 'deposits', input: { fields: unknown; texts: unknown }): Record<string, string> {
  try {
    validateOneLanguage(kind, input);
    return {};
  } catch (error) {
    if (!(error instanceof ProductInputError)) throw error;
    return Object.fromEntries(Object.entries(error.problems).map(([path, message]) => [path.replace(/^texts\.mk\./, 'texts.'), message]));
  }
}

describe('product rules', () => {
  it('require a name and the card type and brand, and leave the rest optional', () => {
    expect(problemsOf('cards', emptyDraft('cards'))).toEqual({
      'fields.type': 'forms:validation.required',
      'fields.brand': 'forms:validation.required',
      'texts.name': 'forms:validation.required',
    });
    expect(problemsOf('loans', emptyDraft('loans'))).toEqual({ 'fields.category': 'forms:validation.required', 'texts.name': 'forms:validation.required' });
    expect(problemsOf('deposits', emptyDraft('deposits'))).toEqual({ 'fields.type': 'forms:validation.required', 'texts.name': 'forms:validation.required' });
  });

  it('refuse negative amounts, a wrong web address or e-mail, and an unknown brand', () => {
    const draft = emptyDraft('cards');
    const problems = problemsOf('cards', {
      fields: { ...draft.fields, type: 'debit', brand: 'bitcoin', price: -1, maxInstallments: 2.5, url: 'bank kartichki', destinationEmail: 'cards@bank' },
      texts: { name: 'Maestro' },
    });
    expect(problems).toEqual({
      'fields.brand': 'forms:validation.required',
      'fields.price': 'forms:validation.nonNegative',
      'fields.maxInstallments': 'products:validation.wholeNumber',
      'fields.url': 'forms:validation.url',
      'fields.destinationEmail': 'forms:validation.email',
    });
  });

  it('complete a web address typed without https://, keep one that has it, and refuse http://', () => {
    const draft = emptyDraft('cards');
    const card = (url: string) => ({ fields: { ...draft.fields, type: 'debit', brand: 'visa', url }, texts: { name: 'Visa' } });
    const saved = (url: string) => validateOneLanguage('cards', card(url)).fields.url;
    expect(saved('demobanka.mk/kartichki')).toBe('https://demobanka.mk/kartichki');
    expect(saved(' www.demobanka.mk ')).toBe('https://www.demobanka.mk');
    expect(saved('https://demobanka.mk')).toBe('https://demobanka.mk');
    // Customers are sent to secure pages only; the rules of both backends refuse the rest too.
    expect(problemsOf('cards', card('http://demobanka.mk'))).toEqual({ 'fields.url': 'forms:validation.httpsOnly' });
  });

  it('keep minimums not above maximums and percentages within 0–100', () => {
    const draft = emptyDraft('loans');
    expect(
      problemsOf('loans', {
        fields: { ...draft.fields, category: 'CAR', minAmount: 9, maxAmount: 5, minDurationMonths: 84, maxDurationMonths: 12, minParticipationPercent: 101, variableRate: { min: 7, max: 5 } },
        texts: { name: 'Auto' },
      }),
    ).toEqual({
      'fields.minAmount': 'forms:validation.minAboveMax',
      'fields.minDurationMonths': 'forms:validation.minAboveMax',
      'fields.minParticipationPercent': 'products:validation.percentRange',
      'fields.variableRate.min': 'forms:validation.minAboveMax',
    });
    const deposit = emptyDraft('deposits');
    expect(problemsOf('deposits', { fields: { ...deposit.fields, type: 'term', fixedRate: { ...deposit.fields.fixedRate, minimum: 3, yearlyRate: 2 } }, texts: { name: 'Term' } })).toEqual({
      'fields.fixedRate.minimum': 'forms:validation.minAboveMax',
    });
  });

  it('hand back plain data: trimmed texts, numbers, and no empty values', () => {
    const draft = emptyDraft('loans');
    const valid = validateOneLanguage('loans', {
      fields: { ...draft.fields, category: 'HOME', minAmount: '1000', maxAmount: 30000, fixedRate: { min: 4.5, max: '' } },
      texts: { name: '  Stanben kredit ' },
    });
    expect(valid).toEqual({ fields: { category: 'HOME', currency: 'MKD', minAmount: 1000, maxAmount: 30000, fixedRate: { min: 4.5 }, variableRate: {}, eurClause: false }, texts: { name: 'Stanben kredit' } });
  });

  it("take the domestic brand CaSys, a loan's effective rate, fixed years, fees and e-mail, and a deposit's minimum, page and e-mail", () => {
    const cardDraft = emptyDraft('cards');
    expect(validateOneLanguage('cards', { fields: { ...cardDraft.fields, type: 'debit', brand: 'casys' }, texts: { name: 'Домашна' } }).fields).toMatchObject({ brand: 'casys' });

    const loanDraft = emptyDraft('loans');
    const loan = validateOneLanguage('loans', {
      fields: { ...loanDraft.fields, category: 'HOME', effectiveRate: 6.42, fixedRateYears: '5', destinationEmail: ' krediti@bank.mk ' },
      texts: { name: 'Станбен', fees: ' Надомест за одобрување 1 % ' },
    });
    expect(loan).toMatchObject({ fields: { effectiveRate: 6.42, fixedRateYears: 5, destinationEmail: 'krediti@bank.mk' }, texts: { fees: 'Надомест за одобрување 1 %' } });
    expect(
      problemsOf('loans', {
        fields: { ...loanDraft.fields, category: 'HOME', effectiveRate: 101, fixedRateYears: 2.5, destinationEmail: 'krediti@bank' },
        texts: { name: 'Станбен', fees: 'x'.repeat(301) },
      }),
    ).toEqual({
      'fields.effectiveRate': 'products:validation.percentRange',
      'fields.fixedRateYears': 'products:validation.wholeNumber',
      'fields.destinationEmail': 'forms:validation.email',
      'texts.fees': 'products:validation.textTooLong',
    });

    const depositDraft = emptyDraft('deposits');
    const deposit = (fields: object) => ({ fields: { ...depositDraft.fields, type: 'term', ...fields }, texts: { name: 'Орочен' } });
    expect(validateOneLanguage('deposits', deposit({ minAmount: 500, url: 'bank.mk/depoziti', destinationEmail: 'depoziti@bank.mk' })).fields).toMatchObject({
      minAmount: 500,
      url: 'https://bank.mk/depoziti',
      destinationEmail: 'depoziti@bank.mk',
    });
    expect(problemsOf('deposits', deposit({ minAmount: -5, url: 'http://bank.mk', destinationEmail: 'depoziti' }))).toEqual({
      'fields.minAmount': 'forms:validation.nonNegative',
      'fields.url': 'forms:validation.httpsOnly',
      'fields.destinationEmail': 'forms:validation.email',
    });
  });

  it('accept only PNG, JPEG or WebP photos up to 2 MB', () => {
    expect(photoRejection({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(photoRejection({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
    expect(photoRejection({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(photoRejection({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(photoRejection({ type: 'image/webp', size: 0 })).toBe('empty');
  });
});
