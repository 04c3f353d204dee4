import { FormikProvider, setIn, useFormik, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import { isWriteConflict } from '@console/backend';
import { FocusFirstInvalidField, Form, FormStatus, useStoredVersion } from '@console/forms';
import { sameProductInLanguages, type ProductInLanguages } from '@console/products-data';
import { ProductInputError } from '@console/products-data/form';
import { BlockingNotice, ChangedElsewhereNotice, Icon } from '@console/ui';
import { CardFieldsets } from './CardFieldsets';
import { DepositFieldsets } from './DepositFieldsets';
import { DirtyReporter } from './DirtyReporter';
import { LoanFieldsets } from './LoanFieldsets';
import { ProductFieldset } from './ProductFieldset';
import { ProductPhotoField } from './ProductPhotoField';
import { ProductTextsInLanguages } from './ProductTextsInLanguages';
import { initialFormValues, productFormSchema, type ProductFormValues } from './product-form-values';
import styles from './ProductForm.module.css';

const kindFieldsets: Record<ProductKind, () => ReactNode> = { cards: CardFieldsets, loans: LoanFieldsets, deposits: DepositFieldsets };

/** What the form's values started from: the stored product in every language (null for a new one) and its values. */
export interface ProductFormStart {
  product: ProductInLanguages | null;
  values: ProductFormValues;
}

export interface ProductFormProps {
  formId: string;
  kind: ProductKind;
  /**
   * The product as stored now in every language, live, when editing one (null for a new one): the form
   * starts from it, follows it while nothing is typed, and says so (keeping what was typed) when it
   * changes under unsaved changes.
   */
  product: ProductInLanguages | null;
  /** The console's language: a new product's name is asked for in it first. */
  locale: Locale;
  /** A translated reason the last save failed. */
  submitError?: string | null;
  /**
   * Resolves when saved; throws to keep the form as it is (a ProductInputError marks the fields, a write
   * conflict shows that the product was changed elsewhere).
   */
  onSubmit: (values: ProductFormValues, start: ProductFormStart) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The product's fields in fieldsets: general, conditions, rates, photo, and the texts of all three languages. */
export function ProductForm({ formId, kind, product, locale, submitError, onSubmit, onDirtyChange }: ProductFormProps) {
  const { t } = useTranslation('products');
  // Whether this form creates the product is settled when it opens.
  const [isNew] = useState(product === null);
  const schema = useMemo(() => productFormSchema(kind, isNew, locale), [kind, isNew, locale]);
  const toValues = useCallback((stored: ProductInLanguages | null) => initialFormValues(kind, stored), [kind]);
  const [initialValues] = useState(() => toValues(product));
  const Fields = kindFieldsets[kind];
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLElement>(null);

  async function submit(values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) {
    // The person has to choose which version goes on first.
    if (version.changedElsewhere) {
      noticeRef.current?.focus();
      return;
    }
    try {
      await onSubmit(values, { product: version.baseline, values: formik.initialValues });
    } catch (error) {
      if (isWriteConflict(error)) {
        version.refused();
        return;
      }
      if (!(error instanceof ProductInputError)) return;
      let errors = {};
      for (const [path, message] of Object.entries(error.problems)) errors = setIn(errors, path, message);
      helpers.setErrors(errors);
    }
  }

  const formik = useFormik({ initialValues, validationSchema: schema, onSubmit: submit });
  const version = useStoredVersion(formik, { stored: product, same: sameProductInLanguages, toValues });
  const { changedElsewhere } = version;
  // A refused save is answered with the notice: focus goes there, so it is seen and read out.
  useEffect(() => {
    if (changedElsewhere === 'on-save') noticeRef.current?.focus();
  }, [changedElsewhere]);

  // The same elements on every render of the form: React then leaves the fields alone on a keystroke, and
  // only the field whose value or error changed renders again (through the form's field store).
  const { baseline } = version;
  const fields = useMemo(
    () => (
      <>
        <Fields />
        <ProductFieldset legend={t('form.legends.photo')} columns={1}>
          <ProductPhotoField />
        </ProductFieldset>
        <ProductTextsInLanguages kind={kind} product={baseline} />
      </>
    ),
    [Fields, t, kind, baseline],
  );

  // The notice's buttons go away with it: the form's first field is where the person goes on.
  const focusFirstField = () => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  const loadSaved = () => {
    version.loadSaved();
    focusFirstField();
  };
  const keepChanges = () => {
    version.keepChanges();
    focusFirstField();
  };

  return (
    <FormikProvider value={formik}>
      {/* noValidate: formik's rules speak, translated and next to the field, not the browser's bubbles. */}
      <Form ref={formRef} id={formId} noValidate className={styles.form}>
        {changedElsewhere && (
          <ChangedElsewhereNotice ref={noticeRef} title={t('form.changedElsewhere')} onLoadSaved={loadSaved} onKeepEditing={keepChanges} />
        )}
        <FormStatus error={submitError} />
        <p className={styles.note}>
          <Icon name="info" size="1rem" />
          <span>{t('form.sharedNote')}</span>
        </p>
        {fields}
        <FocusFirstInvalidField formRef={formRef} />
        <DirtyReporter onDirtyChange={onDirtyChange} />
        <BlockingNotice active={formik.isSubmitting} />
      </Form>
    </FormikProvider>
  );
}
