import type { ProductKind } from '@console/backend';

export const PRODUCT_KINDS: readonly ProductKind[] = ['cards', 'loans', 'deposits'];


export function isProductKind(value: unknown): value is ProductKind {
  return PRODUCT_KINDS.includes(value as ProductKind);
}

