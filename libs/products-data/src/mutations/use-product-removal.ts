import { useMutation } from '@tanstack/react-query';
import { deleteProduct, type DeleteProductInput } from './delete-product';
import { setProductHidden, type SetProductHiddenInput } from './set-product-hidden';
import { useWriteContext } from './use-write-context';

export function useDeleteProduct() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: DeleteProductInput) => deleteProduct(context(), input) });
}

/** Hides a product from customers or shows it again, in every language. */
export function useSetProductHidden() {
  const context = useWriteContext();
  return useMutation({ mutationFn: (input: SetProductHiddenInput) => setProductHidden(context(), input) });
}
