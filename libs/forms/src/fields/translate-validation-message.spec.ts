import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@console/testing';
import { translateValidationMessage } from './translate-validation-message';
import { maxLengthMessage } from '@console/validation';

describe('translating validation messages', () => {
  it.each([
    ['en', 'Use at most 200 characters'],
    ['mk', 'Користете најмногу 200 знаци'],
    ['sq', 'Përdorni më së shumti 200 karaktere'],
  ] as const)('names the length limit in %s', async (language, text) => {
    const i18n = await createTestI18n(language, ['forms']);
    expect(translateValidationMessage(i18n.getFixedT(language, 'forms'), maxLengthMessage(200))).toBe(text);
  });

  it('still fills in the rules’ own constants', async () => {
    const i18n = await createTestI18n('en', ['forms']);
    expect(translateValidationMessage(i18n.getFixedT('en', 'forms'), 'forms:validation.passwordMin')).toBe('Password must have at least 6 characters');
  });
});
