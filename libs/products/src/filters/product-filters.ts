import type { AnyProduct } from '@console/products-data';
import { searchableText, wordStartMatcher } from '@console/search-text';

/** The list's search and filters; an empty string means "any". Each kind uses the filters that fit it. */
export interface ProductFilters {
  search: string;
  cardType: string;
  brand: string;
  loanCategory: string;
  depositType: string;
  frequency: string;
}

export const NO_FILTERS: ProductFilters = { search: '', cardType: '', brand: '', loanCategory: '', depositType: '', frequency: '' };

export function isFiltering(filters: ProductFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

function matchesFilters(product: AnyProduct, filters: ProductFilters): boolean {
  switch (product.kind) {
    case 'cards':
      return (!filters.cardType || product.fields.type === filters.cardType) && (!filters.brand || product.fields.brand === filters.brand);
    case 'loans':
      return !filters.loanCategory || product.fields.category === filters.loanCategory;
    case 'deposits':
      return (!filters.depositType || product.fields.type === filters.depositType) && (!filters.frequency || product.fields.frequency === filters.frequency);
  }
}

/** Every word of the search must start a word of the name, in either alphabet; case and diacritics do not matter. */
export function filterProducts<P extends AnyProduct>(products: readonly P[], filters: ProductFilters): P[] {
  const matches = wordStartMatcher(filters.search);
  return products.filter((product) => matchesFilters(product, filters) && matches(searchableText(product.texts.name)));
}
