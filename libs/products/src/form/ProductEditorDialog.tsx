import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductKind } from '@console/data-paths';
import { errorMessageKey, isConnectionError, isWriteConflict } from '@console/backend';
import { LOCALES, type Locale } from '@console/locale';
import { useRetryWhenOnline, useUnsavedChangesQuestions } from '@console/forms/guards';
import { type ProductInLanguages } from '@console/products-data';
import { ProductInputError, ruleMessages, useCreateProduct, useUpdateProduct } from '@console/products-data/form';
import { Button, Dialog, LoadFailed, Spinner, useConfirm, useToast } from '@console/ui';
import { ProductForm, type ProductFormStart } from './ProductForm';
import { sourceLanguage, textsToSave, type ProductFormValues } from './product-form-values';

export interface ProductEditorDialogProps {
  kind: ProductKind;
  /** The product to edit in every language, or null for a new one. */
  product: ProductInLanguages | null;
  /** The name the product is listed under, while its languages load. */
  listedName?: string;
  /** Its languages could not be read: the dialog says so instead of waiting. */
  loadFailed?: boolean;
  /** The console's language: the one asked for first, and the title's. */
  locale: Locale;
  /** Called once the dialog may close: after a save, or when the person chose to discard their changes. */
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Creates or edits one product in a modal dialog; a failed save keeps everything typed and says why, and
 * an edit saved elsewhere meanwhile is not overwritten unless the person chooses to keep their changes.
 * An edited product's texts arrive in all three languages before the form shows (`listedName` without
 * `product`: loading).
 */
export function ProductEditorDialog({ kind, product, listedName, loadFailed = false, locale, onClose, onDirtyChange }: ProductEditorDialogProps) {
  const { t } = useTranslation('products');
  const formId = useId();
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { confirm, confirmDialog } = useConfirm();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const dirty = useRef(false);
  const retry = useRetryWhenOnline();
  const questions = useUnsavedChangesQuestions();
  const isNew = listedName === undefined && product === null;

  const reportDirty = useCallback(
    (value: boolean) => {
      dirty.current = value;
      onDirtyChange(value);
    },
    [onDirtyChange],
  );

  const close = () => {
    retry.cancel();
    reportDirty(false);
    onClose();
  };

  const requestClose = async () => {
    if (dirty.current) {
      const discard = await confirm(questions.discard);
      if (!discard) return;
    }
    close();
  };

  const save = async (values: ProductFormValues, start: ProductFormStart) => {
    setSubmitError(null);
    const texts = textsToSave(values, start.values, start.product === null);
    const written = LOCALES.filter((language) => texts[language] !== undefined);
    const name = (values.texts[locale].name || values.texts[sourceLanguage(written, locale)].name).trim();
    try {
      if (!start.product) {
        if (!(values.photo instanceof File)) throw new ProductInputError({ photo: ruleMessages.imageRequired });
        await create.mutateAsync({ kind, sourceLocale: sourceLanguage(written, locale), fields: values.fields, texts, photo: values.photo });
        toast.success(t('toast.created', { name }));
      } else {
        await update.mutateAsync({
          kind,
          id: start.product[locale].id,
          fields: values.fields,
          texts,
          photo: values.photo ?? { url: '' },
          // Saved only onto the version the form started from; the form says so when it changed.
          baseline: start.product,
        });
        toast.success(t('toast.saved', { name }));
      }
    } catch (error) {
      // Field problems show next to the fields, a write conflict as the form's notice.
      if (!(error instanceof ProductInputError) && !isWriteConflict(error)) {
        // Offline: the form stays as typed and submits itself again once the connection is back.
        const again = () => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
        setSubmitError(t(retry.schedule(isConnectionError(error), again) ? 'errors.retryWhenOnline' : errorMessageKey(error), { ns: 'common' }));
      }
      throw error;
    }
    close();
  };

  const editedName = product?.[locale].texts.name ?? listedName;
  const title = editedName !== undefined ? t('form.editTitle', { name: editedName }) : t(`form.newTitle.${kind}`);
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
          <Button type="submit" form={formId} disabled={!isNew && product === null}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      {isNew || product ? (
        <ProductForm formId={formId} kind={kind} product={product} locale={locale} submitError={submitError} onSubmit={save} onDirtyChange={reportDirty} />
      ) : loadFailed ? (
        <LoadFailed message={t('list.loadFailed')} />
      ) : (
        <Spinner label={t('form.loadingLanguages')} />
      )}
      {confirmDialog}
    </Dialog>
  );
}
