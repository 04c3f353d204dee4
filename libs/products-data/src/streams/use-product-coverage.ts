import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import { LOCALES, perLocale, type Locale } from '@console/locale';
import { useAuthUser } from '@console/session';
import { alikeNames, type AlikeName } from '../model/alike-names';
import { PRODUCT_KINDS } from '../model/product-kinds';
import type { AnyProduct } from '../model/product-types';
import { productsQueryOptions } from './products-query-options';

export interface ProductCoverage {
  /** `pending` until every kind has arrived in every language. */
  status: 'pending' | 'error' | 'success';
  /** Products of every kind shown to customers (each exists in all three languages); hidden ones are left out. */
  total: number;
  /** Products whose texts are written in each language (not still a copy from another). */
  translated: Record<Locale, number>;
  /** Products written in all three languages: what customers of every language can be told about. */
  complete: number;
  /** Names two or more shown products share in one language: the assistant cannot tell them apart. */
  alike: AlikeName[];
}

const sources = LOCALES.flatMap((locale) => PRODUCT_KINDS.map((kind) => ({ locale, kind })));

/**
 * Whether each language of each product is translated, from the products of every kind and language.
 * A hidden product is not counted at all: customers are told nothing of it, however well it is written.
 */
export function productCoverage(products: readonly AnyProduct[]): Omit<ProductCoverage, 'status'> {
  const translatedIn = new Map<string, Set<Locale>>();
  const hidden = new Set(products.filter((product) => product.hidden).map((product) => product.id));
  for (const product of products) {
    if (hidden.has(product.id)) continue;
    const languages = translatedIn.get(product.id) ?? new Set<Locale>();
    if (product.translated) languages.add(product.locale);
    translatedIn.set(product.id, languages);
  }
  const all = [...translatedIn.values()];
  return {
    total: translatedIn.size,
    translated: perLocale((locale) => all.filter((languages) => languages.has(locale)).length),
    complete: all.filter((languages) => languages.size === LOCALES.length).length,
    alike: alikeNames(products),
  };
}

/**
 * The products' reach in each language, whatever the console's own language: live, and sharing its
 * listeners with the product lists (the same query keys).
 */
export function useProductCoverage(): ProductCoverage {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  return useQueries({
    queries: sources.map(({ locale, kind }) => productsQueryOptions(queryClient, backend, uid, kind, locale)),
    combine: (results): ProductCoverage => {
      const ready = results.every((result) => result.data !== undefined);
      const failed = results.some((result) => result.error && result.data === undefined);
      return { status: failed ? 'error' : ready ? 'success' : 'pending', ...productCoverage(results.flatMap((result) => result.data ?? [])) };
    },
  });
}
