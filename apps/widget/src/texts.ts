import { perLocale, type Locale } from '@console/locale';
import type { FigureTranslate } from '@console/product-figures';

// The texts' shape, from the English file: an import declaration of a file outside this project is
// refused by the module boundaries, a type query is not.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
type WidgetTexts = typeof import('../../../locales/en/widget.json');

/**
 * The widget's texts (locales/{lng}/widget.json) and the products' figures it shares with the console
 * (locales/{lng}/product-figures.json): small files, bundled, so nothing waits for them. They are read by
 * the few lines below, not by i18next, which would add 16 kB gzip to the frame every visitor of a bank's
 * page loads; texts.spec.ts proves that they say what i18next says for every text, value and plural form.
 */
const files = import.meta.glob<WidgetTexts>('../../../locales/*/widget.json', { eager: true, import: 'default' });
const TEXTS: Record<Locale, WidgetTexts | undefined> = perLocale((locale) => files[`../../../locales/${locale}/widget.json`]);
const figureFiles = import.meta.glob<Record<string, string>>('../../../locales/*/product-figures.json', { eager: true, import: 'default' });
const FIGURE_TEXTS: Record<Locale, Record<string, string> | undefined> = perLocale((locale) => figureFiles[`../../../locales/${locale}/product-figures.json`]);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Plural keys are asked for without their `_one` / `_other` ending. */
export type TextKey = Leaves<WidgetTexts> extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function lookup(texts: unknown, path: string): string | undefined {
  let value = texts;
  for (const segment of path.split('.')) value = isRecord(value) ? value[segment] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** `t(key, values)` over one language's texts; `count` picks the plural form by the language's own rules. */
function translatorOver(texts: unknown, locale: Locale): (key: string, values?: Record<string, string | number>) => string {
  const plurals = new Intl.PluralRules(locale);
  return (key, values = {}) => {
    const count = values['count'];
    const text = (typeof count === 'number' ? lookup(texts, `${key}_${plurals.select(count)}`) : undefined) ?? lookup(texts, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(values[name] ?? ''));
  };
}

// One translator per file and language, made once: components ask for one on every render (each keystroke
// in the question box, each move of a calculator's slider), and each holds the language's plural rules.
const made = new Map<string, ReturnType<typeof translatorOver>>();
function translatorOf(file: 'widget' | 'figures', locale: Locale): ReturnType<typeof translatorOver> {
  const key = `${file}:${locale}`;
  let t = made.get(key);
  if (!t) made.set(key, (t = translatorOver(file === 'widget' ? TEXTS[locale] : FIGURE_TEXTS[locale], locale)));
  return t;
}

/** The chat's own texts in one language. */
export const translator = (locale: Locale): Translate => translatorOf('widget', locale);

/** The products' figures' texts in one language, for `keyFigures` of `@console/product-figures`. */
export const figuresTranslator = (locale: Locale): FigureTranslate => translatorOf('figures', locale);
