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

export { ruleMessages, type RuleMessage } from './rules/rule-messages';
export { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, UNUSUAL_INTEREST_RATE_PERCENT } from './rules/field-rules';
export { productFieldsSchema, productTextsSchema } from './rules/product-schemas';
export { PRODUCT_PHOTO_TYPES, MAX_PRODUCT_PHOTO_BYTES, photoRejection, type PhotoRejection } from './rules/photo-rules';
export { validateProductInput, ProductInputError, type TextsByLocale } from './rules/validate-product';

export { productQueryKeys } from './streams/product-query-keys';
export { useProducts, type ProductsData } from './streams/use-products';
export { prefetchProducts } from './streams/prefetch-products';
export { useProductInLanguages, type ProductInLanguagesData } from './streams/use-product-in-languages';
export { useProductCoverage, productCoverage, type ProductCoverage } from './streams/use-product-coverage';
export type { AlikeName } from './model/alike-names';

export { productPath } from './mutations/product-paths';
export type { ProductWriteContext } from './mutations/product-writer';
export { createProduct, type CreateProductInput } from './mutations/create-product';
export { updateProduct, type UpdateProductInput } from './mutations/update-product';
export { deleteProduct, type DeleteProductInput } from './mutations/delete-product';
export { setProductHidden, type SetProductHiddenInput } from './mutations/set-product-hidden';
export { useCreateProduct, useUpdateProduct, useDeleteProduct, useSetProductHidden } from './mutations/use-product-mutations';
