import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isWriteConflict, type Locale, type ProductKind } from '@console/backend';
import { ProductInputError, ruleMessages, useCreateProduct, useUpdateProduct, type AnyProduct } from '@console/products-data';
import { Button, Dialog, useConfirm, useToast } from '@console/ui';
import { ProductForm, type ProductFormStart } from './ProductForm';
import { initialFormValues, shouldSaveTexts, type ProductFormValues } from './product-form-values';

export interface ProductEditorDialogProps {
  kind: ProductKind;
  /** The product to edit, or null for a new one. */
  product: AnyProduct | null;
  locale: Locale;
  /** Called once the dialog may close: after a save, or when the person chose to discard their changes. */
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Creates or edits one product in a modal dialog; a failed save keeps everything typed and says why, and
 * an edit saved elsewhere meanwhile is not overwritten unless the person chooses to keep their changes.
 */
export function ProductEditorDialog({ kind, product, locale, onClose, onDirtyChange }: ProductEditorDialogProps) {
  const { t } = useTranslation('products');
  const formId = useId();
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { confirm, confirmDialog } = useConfirm();
  const [initialValues] = useState(() => initialFormValues(kind, product));
  const [submitError, setSubmitError] = useState<string | null>(null);
  const dirty = useRef(false);

  const reportDirty = useCallback(
    (value: boolean) => {
      dirty.current = value;
      onDirtyChange(value);
    },
    [onDirtyChange],
  );

  const close = () => {
    reportDirty(false);
    onClose();
  };

  const requestClose = async () => {
    if (dirty.current) {
      const discard = await confirm({ title: t('unsaved.title'), message: t('unsaved.message'), confirmLabel: t('unsaved.discard'), cancelLabel: t('unsaved.keepEditing'), variant: 'danger' });
      if (!discard) return;
    }
    close();
  };

  const save = async (values: ProductFormValues, start: ProductFormStart) => {
    setSubmitError(null);
    const name = values.texts.name.trim();
    try {
      if (!product) {
        if (!(values.photo instanceof File)) throw new ProductInputError({ photo: ruleMessages.imageRequired });
        await create.mutateAsync({ kind, locale, fields: values.fields, texts: values.texts, photo: values.photo });
        toast.success(t('toast.created', { name }));
      } else {
        await update.mutateAsync({
          kind,
          id: product.id,
          locale,
          fields: values.fields,
          texts: values.texts,
          photo: values.photo ?? { url: '' },
          // Saved only onto the version the form started from; the form says so when it changed.
          baseline: start.product ?? product,
          saveTexts: shouldSaveTexts(values, start.values),
        });
        toast.success(t('toast.saved', { name }));
      }
    } catch (error) {
      // Field problems show next to the fields, a write conflict as the form's notice.
      if (!(error instanceof ProductInputError) && !isWriteConflict(error)) setSubmitError(t(errorMessageKey(error), { ns: 'common' }));
      throw error;
    }
    close();
  };

  const title = product ? t('form.editTitle', { name: product.texts.name }) : t(`form.newTitle.${kind}`);
  return (
    <Dialog
      open
      size="lg"
      title={title}
      onClose={() => void requestClose()}
      footer={
        <>
          <Button variant="secondary" onClick={() => void requestClose()}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <ProductForm
        formId={formId}
        kind={kind}
        initialValues={initialValues}
        product={product}
        isNew={!product}
        untranslatedFrom={product && !product.translated ? product.sourceLocale : null}
        submitError={submitError}
        onSubmit={save}
        onDirtyChange={reportDirty}
      />
      {confirmDialog}
    </Dialog>
  );
}
