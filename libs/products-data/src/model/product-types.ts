import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import type { StoredFileRef } from '@console/backend';
import type { CardFields, CardTexts } from './card';
import type { DepositFields, DepositTexts } from './deposit';
import type { LoanFields, LoanTexts } from './loan';

interface ProductShapes {
  cards: { fields: CardFields; texts: CardTexts };
  loans: { fields: LoanFields; texts: LoanTexts };
  deposits: { fields: DepositFields; texts: DepositTexts };
}

/** The language-independent part: written to every language at once. */
export type ProductFields<K extends ProductKind = ProductKind> = ProductShapes[K]['fields'];
/** The texts of one language. */
export type ProductTexts<K extends ProductKind = ProductKind> = ProductShapes[K]['texts'];

/** One product as read in one language. */
export interface Product<K extends ProductKind = ProductKind> {
  id: string;
  kind: K;
  locale: Locale;
  fields: ProductFields<K>;
  texts: ProductTexts<K>;
  /** Storage path and URL of the photo; show it through `useFileUrl`. */
  photo: StoredFileRef | null;
  /** False while the texts are still a copy from `sourceLocale`. */
  translated: boolean;
  sourceLocale: Locale;
  /** Kept in the console but left out of what customers see; the same in every language. */
  hidden: boolean;
  updatedAt: number | null;
}

export type AnyProduct = Product<'cards'> | Product<'loans'> | Product<'deposits'>;

/** A product's document as stored under `products/{locale}/{kind}/{id}`. */
export interface StoredProduct<K extends ProductKind = ProductKind> {
  fields: ProductFields<K>;
  texts: ProductTexts<K>;
  photo: StoredFileRef;
  translated: boolean;
  sourceLocale: Locale;
  /** Written to every language at once, like `fields`; missing means shown. */
  hidden?: boolean;
  createdAt?: unknown;
  updatedAt?: unknown;
}
