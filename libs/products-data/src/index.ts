export { PRODUCT_KINDS, isProductKind } from './model/product-kinds';
export { CURRENCIES, DEFAULT_CURRENCY, type Currency } from './model/currencies';
export { shownToCustomersOn } from './model/offer-dates';
export { CARD_TYPES, CARD_BRANDS, CARD_BRAND_IDS, type CardType, type CardBrand, type CardFields, type CardTexts } from './model/card';
export { LOAN_CATEGORIES, type LoanCategory, type LoanFields, type LoanTexts, type RateRange } from './model/loan';
export {
  DEPOSIT_TYPES,
  DEPOSIT_TERMS_MONTHS,
  INTEREST_FREQUENCIES,
  ACCOUNT_OWNERSHIPS,
  type DepositType,
  type DepositTerm,
  type InterestFrequency,
  type AccountOwnership,
  type DepositRate,
  type DepositFields,
  type DepositTexts,
} from './model/deposit';
export type { Product, AnyProduct, ProductFields, ProductTexts, StoredProduct } from './model/product-types';
export { emptyDraft, draftFromProduct, type Draft, type ProductDraft } from './model/product-draft';
export { mapProduct, mapProducts } from './model/map-product';
export { sameProductContent } from './model/product-content';
export { sameProductInLanguages, type ProductInLanguages } from './model/product-in-languages';

export { productQueryKeys } from './streams/product-query-keys';
export { useProducts, type ProductsData } from './streams/use-products';
export { prefetchProducts } from './streams/prefetch-products';
export { useProductInLanguages, type ProductInLanguagesData } from './streams/use-product-in-languages';
export { useProductCoverage, productCoverage, type ProductCoverage } from './streams/use-product-coverage';
export type { AlikeName } from './model/alike-names';

export { productPath } from './mutations/product-paths';
export type { ProductWriteContext } from './mutations/product-writer';
export { deleteProduct, type DeleteProductInput } from './mutations/delete-product';
export { setProductHidden, type SetProductHiddenInput } from './mutations/set-product-hidden';
export { useDeleteProduct, useSetProductHidden } from './mutations/use-product-removal';
