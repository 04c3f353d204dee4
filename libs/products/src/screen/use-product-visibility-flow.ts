import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';
import { useSetProductHidden, type AnyProduct } from '@console/products-data';
import { useToast } from '@console/ui';

/** Hides a product from customers or shows it again in every language, and tells how it went. */
export function useProductVisibilityFlow() {
  const { t } = useTranslation('products');
  const toast = useToast();
  const { mutateAsync, isPending } = useSetProductHidden();
  const toggle = useCallback(
    async (product: AnyProduct): Promise<void> => {
      const name = product.texts.name;
      const hidden = !product.hidden;
      try {
        await mutateAsync({ kind: product.kind, id: product.id, hidden });
        toast.success(t(hidden ? 'toast.hidden' : 'toast.shown', { name }));
      } catch (error) {
        toast.error(t('toast.visibilityFailed', { reason: t(errorMessageKey(error), { ns: 'common' }) }));
      }
    },
    [mutateAsync, t, toast],
  );
  return { toggle, changing: isPending };
}
