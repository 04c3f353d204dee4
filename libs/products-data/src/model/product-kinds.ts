import { PRODUCT_KINDS, type ProductKind } from '@console/data-paths';

export { PRODUCT_KINDS };

export function isProductKind(value: unknown): value is ProductKind {
  return (PRODUCT_KINDS as readonly unknown[]).includes(value);
}

