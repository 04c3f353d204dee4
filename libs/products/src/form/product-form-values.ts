import { lazy, mixed, object } from 'yup';
import type { ProductKind } from '@console/data-paths';
import type { StoredFileRef } from '@console/backend';
import { LOCALES, perLocale, type Locale } from '@console/locale';
import { samePlainData } from '@console/plain-data';
import { draftFromProduct, emptyDraft, type Draft, type ProductDraft, type ProductInLanguages, type ProductTexts } from '@console/products-data';
import { photoRejection, productFieldsSchema, productTextsSchema, ruleMessages } from '@console/products-data/form';

/** A chosen file, the saved photo, or nothing yet. */
export type PhotoValue = File | StoredFileRef | null;

export type TextsDraft<K extends ProductKind = ProductKind> = Draft<ProductTexts<K>>;

/** The form edits the shared fields and the photo once, and the texts of all three languages side by side. */
export interface ProductFormValues<K extends ProductKind = ProductKind> {
  fields: ProductDraft<K>['fields'];
  texts: Record<Locale, TextsDraft<K>>;
  /** Per language, for a copy not translated yet: the texts are fine as they are in that language. */
  markTranslated: Record<Locale, boolean>;
  photo: PhotoValue;
}

export function isStoredPhoto(value: unknown): value is StoredFileRef {
  return typeof value === 'object' && value !== null && !(value instanceof Blob) && typeof (value as StoredFileRef).url === 'string';
}

export function initialFormValues<K extends ProductKind>(kind: K, product: ProductInLanguages<K> | null): ProductFormValues<K> {
  const drafts = perLocale((locale) => (product ? draftFromProduct<K>(product[locale]) : emptyDraft(kind)));
  return {
    // The fields and the photo are the same in every language.
    fields: drafts.mk.fields,
    texts: perLocale((locale) => drafts[locale].texts),
    markTranslated: perLocale(() => false),
    photo: product?.mk.photo ?? null,
  };
}

/** Nothing typed in any of a language's texts: a new product leaves that language to a copy. */
export function blankTexts(texts: object | undefined): boolean {
  return Object.values(texts ?? {}).every((value) => typeof value !== 'string' || value.trim() === '');
}

const photoMessages = { type: ruleMessages.imageType, size: ruleMessages.imageTooLarge, empty: ruleMessages.imageRequired } as const;

const photoRule = () =>
  mixed<File | StoredFileRef>()
    .nullable()
    .test('photo', ruleMessages.imageRequired, function photo(value) {
      if (value instanceof File) {
        const rejection = photoRejection(value);
        return rejection ? this.createError({ message: photoMessages[rejection] }) : true;
      }
      return isStoredPhoto(value) && value.url !== '';
    });

/**
 * The rules of the kind over the shared fields and every language's texts, plus the photo. A stored
 * product has texts in every language, so all three are checked; a new one needs them in one language
 * at least (`firstLanguage`'s name is asked for when none has any), and a language left empty is copied.
 */
export function productFormSchema(kind: ProductKind, isNew: boolean, firstLanguage: Locale) {
  const textsRule = productTextsSchema(kind);
  const languageRule = isNew ? lazy((value: object | undefined) => (blankTexts(value) ? object() : textsRule)) : textsRule;
  return object({
    fields: productFieldsSchema(kind),
    texts: object(perLocale(() => languageRule)).test('some-language', ruleMessages.nameInOneLanguage, function someLanguage(texts) {
      if (!isNew || LOCALES.some((locale) => !blankTexts(texts[locale] as object | undefined))) return true;
      return this.createError({ path: `texts.${firstLanguage}.name`, message: ruleMessages.nameInOneLanguage });
    }),
    photo: photoRule(),
  });
}

/**
 * The texts a save writes, by language: for a new product every language written; for a stored one the
 * languages whose texts changed, or that the person marked as ready though unchanged.
 */
export function textsToSave<K extends ProductKind>(values: ProductFormValues<K>, initial: ProductFormValues<K>, isNew: boolean): Partial<Record<Locale, TextsDraft<K>>> {
  const saved: Partial<Record<Locale, TextsDraft<K>>> = {};
  for (const locale of LOCALES) {
    const texts = values.texts[locale];
    const write = isNew ? !blankTexts(texts) : values.markTranslated[locale] || !samePlainData(texts, initial.texts[locale]);
    if (write) saved[locale] = texts;
  }
  return saved;
}

/** The language a new product's copies come from: the console's own when written in it, else the first written. */
export function sourceLanguage(written: readonly Locale[], consoleLocale: Locale): Locale {
  return written.includes(consoleLocale) ? consoleLocale : (written[0] ?? consoleLocale);
}

export type { Locale };
