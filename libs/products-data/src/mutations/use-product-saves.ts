import { useMutation } from '@tanstack/react-query';
import type { ProductKind } from '@console/data-paths';
import { createProduct, type CreateProductInput } from './create-product';
import { updateProduct, type UpdateProductInput } from './update-product';
import { useWriteContext } from './use-write-context';

/** Creates a product in every language; resolves with its id. The list follows through its listener. */
export function useCreateProduct() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: CreateProductInput) => createProduct(context(), input) });
}

export function useUpdateProduct() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: UpdateProductInput<ProductKind>) => updateProduct(context(), input) });
}
