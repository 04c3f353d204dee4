import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import type { ProductKind } from '@console/data-paths';
import { useAuthUser } from '@console/session';
import { createProduct, type CreateProductInput } from './create-product';
import { deleteProduct, type DeleteProductInput } from './delete-product';
import type { ProductWriteContext } from './product-writer';
import { setProductHidden, type SetProductHiddenInput } from './set-product-hidden';
import { updateProduct, type UpdateProductInput } from './update-product';

function useWriteContext(): () => ProductWriteContext {
  const backend = useBackend();
  const uid = useAuthUser()?.uid ?? null;
  return () => {
    if (!uid) throw new Error('Not signed in');
    return { backend, uid, mode: backend.mode };
  };
}

/** Creates a product in every language; resolves with its id. The list follows through its listener. */
export function useCreateProduct() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: CreateProductInput) => createProduct(context(), input) });
}

export function useUpdateProduct() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: UpdateProductInput<ProductKind>) => updateProduct(context(), input) });
}

export function useDeleteProduct() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: DeleteProductInput) => deleteProduct(context(), input) });
}

/** Hides a product from customers or shows it again, in every language. */
export function useSetProductHidden() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: SetProductHiddenInput) => setProductHidden(context(), input) });
}
