// The texts' shape, from the English file: an import declaration of a file outside this project is
// refused by the module boundaries, a type query is not.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
type FigureTexts = typeof import('../../../locales/en/product-figures.json');

/** A key of `locales/<language>/product-figures.json`; plural keys without their `_one` / `_other` ending. */
export type FigureKey = keyof FigureTexts extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

/**
 * Translates a figure's text: the console passes i18next's `t` of the `product-figures` namespace, the
 * chat its own reader of the same files. `count` picks the plural form.
 */
export type FigureTranslate = (key: FigureKey, values?: Record<string, string | number>) => string;
