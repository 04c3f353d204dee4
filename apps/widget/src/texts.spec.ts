import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@console/locale';
import type { FigureKey } from '@console/product-figures';
import { figuresTranslator, translator, type TextKey } from './texts';

// The chat's texts are read by its own small translator rather than i18next (16 kB gzip more in the frame
// every visitor of a bank's page loads): this proves that it says exactly what i18next, configured as the
// console's, says for every text, in every language, with every value and plural form.
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/{widget,product-figures}.json', { eager: true, import: 'default' });
const PLURAL_ENDING = /_(zero|one|two|few|many|other)$/u;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1.5];

function leaves(texts: unknown, prefix = ''): [string, string][] {
  return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

type Question = { key: string; values: Record<string, string | number> };

/** Each key as asked for (a plural without its ending), with the values its texts name. */
function questions(texts: unknown): Question[] {
  const names = new Map<string, Set<string>>();
  for (const [path, text] of leaves(texts)) {
    const key = path.replace(PLURAL_ENDING, '');
    const named = names.get(key) ?? new Set<string>();
    for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/gu)) named.add(name as string);
    names.set(key, named);
  }
  return [...names].flatMap(([key, named]): Question[] => {
    const values: Record<string, string | number> = Object.fromEntries([...named].map((name) => [name, `‹${name}›`]));
    return named.has('count') ? COUNTS.map((count) => ({ key, values: { ...values, count } })) : [{ key, values }];
  });
}

describe("the chat's translator", () => {
  it.each(LOCALES)('says what i18next says for every text in %s', async (locale) => {
    const widget = files[`../../../locales/${locale}/widget.json`];
    const figures = files[`../../../locales/${locale}/product-figures.json`];
    if (!widget || !figures) throw new Error(`The ${locale} texts are missing`);
    const i18n = i18next.createInstance();
    await i18n.init({ lng: locale, resources: { [locale]: { widget, figures } }, interpolation: { escapeValue: false }, returnNull: false });
    // The console's typed keys are not the widget's: asked for as plain strings.
    const say = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
    const asked = [
      ...questions(widget).map(({ key, values }) => [translator(locale)(key as TextKey, values), say(key, { ns: 'widget', ...values })]),
      ...questions(figures).map(({ key, values }) => [figuresTranslator(locale)(key as FigureKey, values), say(key, { ns: 'figures', ...values })]),
    ];
    expect(asked.length).toBeGreaterThan(80);
    for (const [ours, theirs] of asked) expect(ours).toBe(theirs);
  });
});
