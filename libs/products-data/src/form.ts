// What only the product form needs: the rules (with yup) and the saves that check with them. Apart from
// the main entry so that a screen that lists, hides or deletes products does not load them.
export { ruleMessages, type RuleMessage } from './rules/rule-messages';
export { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, UNUSUAL_INTEREST_RATE_PERCENT } from './rules/field-rules';
export { productFieldsSchema, productTextsSchema } from './rules/product-schemas';
export { PRODUCT_PHOTO_TYPES, MAX_PRODUCT_PHOTO_BYTES, photoRejection, type PhotoRejection } from './rules/photo-rules';
export { validateProductInput, type TextsByLocale } from './rules/validate-product';
export { ProductInputError } from './rules/product-input-error';

export { createProduct, type CreateProductInput } from './mutations/create-product';
export { updateProduct, type UpdateProductInput } from './mutations/update-product';
export { useCreateProduct, useUpdateProduct } from './mutations/use-product-saves';
