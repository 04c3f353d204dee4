/** Types of build-catalogue.mjs, for the library test that rebuilds the catalogue in memory. */

export type Locale = 'mk' | 'en' | 'sq';
export type CustomerType = 'individual' | 'corporate';

export interface LocalisedFaq {
  question: string;
  answer: string;
}

export interface FaqSource {
  id: string;
  category: string;
  top?: boolean;
  customer_type?: CustomerType;
  scenario?: string;
  type?: string;
  mk: LocalisedFaq;
  en: LocalisedFaq;
  sq: LocalisedFaq;
}

export interface AnswerSource {
  id: string;
  mk: string;
  en: string;
  sq: string;
}

export type ProductKind = 'cards' | 'loans' | 'deposits';

export interface ProductSource {
  id: string;
  kind: ProductKind;
  fields: Record<string, unknown>;
  texts: Record<Locale, Record<string, string>>;
  /** A data URL of the product's picture. */
  photo: string;
}

export interface DemoSources {
  faqs: FaqSource[];
  answers: AnswerSource[];
  account: Record<string, unknown>;
  products: ProductSource[];
  /** Per language, other ways customers ask each catalogue question. */
  variants: Record<Locale, Record<string, string[]>>;
}

export type CatalogueDocument = {
  top: boolean;
  question: string;
  variants: string[];
  category: string;
  customer_type?: CustomerType;
  default_answer: { text: string; scenario: string | null; type: string };
};

export type AnswerDocument = { answer: { text: string; attachments: never[] } };

export type ProductDocument = {
  fields: Record<string, unknown>;
  texts: Record<string, string>;
  photo: { url: string };
  translated: boolean;
  sourceLocale: Locale;
};

export interface GeneratedCatalogue {
  account: Record<string, unknown>;
  products: Record<Locale, Record<ProductKind, Record<string, ProductDocument>>>;
  answers: Record<Locale, Record<string, AnswerDocument>>;
  catalogue: Record<Locale, Record<string, CatalogueDocument>>;
}

export const demoSources: DemoSources;

export class CatalogueValidationError extends Error {
  readonly problems: string[];
  constructor(problems: string[]);
}

export function buildCatalogue(sources?: DemoSources): GeneratedCatalogue;
export function generatedFiles(catalogue: GeneratedCatalogue): Record<'demo-catalogue.json' | 'demo-account.json', string>;
