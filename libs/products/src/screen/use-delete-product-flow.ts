import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';
import { useDeleteProduct, type AnyProduct } from '@console/products-data';
import { useToast, type UseConfirmResult } from '@console/ui';

/** Asks (saying it deletes in every language), deletes, and tells how it went. Resolves true when deleted. */
export function useDeleteProductFlow(confirm: UseConfirmResult['confirm']) {
  const { t } = useTranslation('products');
  const toast = useToast();
  const { mutateAsync, isPending } = useDeleteProduct();
  const remove = useCallback(
    async (product: AnyProduct): Promise<boolean> => {
      const name = product.texts.name;
      const confirmed = await confirm({ title: t('delete.title', { name }), message: t('delete.message'), confirmLabel: t('delete.confirm'), cancelLabel: t('delete.cancel'), variant: 'danger' });
      if (!confirmed) return false;
      try {
        await mutateAsync({ kind: product.kind, id: product.id, photo: product.photo });
        toast.success(t('toast.deleted', { name }));
        return true;
      } catch (error) {
        toast.error(t('toast.deleteFailed', { reason: t(errorMessageKey(error), { ns: 'common' }) }));
        return false;
      }
    },
    [confirm, mutateAsync, t, toast],
  );
  return { remove, deleting: isPending };
}
