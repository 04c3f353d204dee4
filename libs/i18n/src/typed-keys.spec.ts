import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

describe('translation keys', () => {
  it('are checked by the compiler against the texts: a key the texts lack does not compile', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['products', 'common'] });
    const t = i18n.getFixedT('en', 'products');
    expect(t('form.legends.texts')).toBe('Texts in Macedonian, English and Albanian');
    // @ts-expect-error -- the products texts have no such key; the type check fails if this compiles.
    expect(t('form.noSuchKey')).toBe('form.noSuchKey');
    expect(t('titles.faq', { ns: 'common' })).toBe('FAQ');
  });
});
