import { perLocale, type Locale } from '@console/locale';

// The texts' shape, from the English file: an import declaration of a file outside this project is
// refused by the module boundaries, a type query is not.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
type WidgetTexts = typeof import('../../../locales/en/widget.json');

/** The widget's texts (locales/{lng}/widget.json): three small files, bundled, so nothing waits for them. */
const files = import.meta.glob<WidgetTexts>('../../../locales/*/widget.json', { eager: true, import: 'default' });
const TEXTS: Record<Locale, WidgetTexts | undefined> = perLocale((locale) => files[`../../../locales/${locale}/widget.json`]);

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

/** `t(key, values)` for one language; `count` picks the plural form by the language's own rules. */
export function translator(locale: Locale): Translate {
  const plurals = new Intl.PluralRules(locale);
  return (key, values = {}) => {
    const count = values['count'];
    const text = (typeof count === 'number' ? lookup(TEXTS[locale], `${key}_${plurals.select(count)}`) : undefined) ?? lookup(TEXTS[locale], key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(values[name] ?? ''));
  };
}
