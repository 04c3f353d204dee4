import { Form, FormikProvider, setIn, useFormik, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isWriteConflict, type Locale, type ProductKind } from '@console/backend';
import { FocusFirstInvalidField, FormCheckbox, FormStatus, useStoredVersion } from '@console/forms';
import { ProductInputError, sameProductContent, type AnyProduct } from '@console/products-data';
import { BlockingNotice, ChangedElsewhereNotice, Icon } from '@console/ui';
import { CardFieldsets, CardTextFields } from './CardFieldsets';
import { DepositFieldsets, DepositTextFields } from './DepositFieldsets';
import { DirtyReporter } from './DirtyReporter';
import { LoanFieldsets, LoanTextFields } from './LoanFieldsets';
import { ProductFieldset } from './ProductFieldset';
import { ProductPhotoField } from './ProductPhotoField';
import { initialFormValues, productFormSchema, type ProductFormValues } from './product-form-values';
import styles from './ProductForm.module.css';

const kindFieldsets: Record<ProductKind, { Fields: () => ReactNode; Texts: () => ReactNode }> = {
  cards: { Fields: CardFieldsets, Texts: CardTextFields },
  loans: { Fields: LoanFieldsets, Texts: LoanTextFields },
  deposits: { Fields: DepositFieldsets, Texts: DepositTextFields },
};

/** What the form's values started from: the stored product (null for a new one) and its values. */
export interface ProductFormStart {
  product: AnyProduct | null;
  values: ProductFormValues;
}

export interface ProductFormProps {
  formId: string;
  kind: ProductKind;
  initialValues: ProductFormValues;
  /**
   * The product as stored now, live, when editing one: the form follows it while nothing is typed, and
   * says so (keeping what was typed) when it changes under unsaved changes.
   */
  product?: AnyProduct | null;
  /** A new product: its texts will be copied to the other languages. */
  isNew: boolean;
  /** The language the texts were copied from, while this language's copy is not translated yet. */
  untranslatedFrom: Locale | null;
  /** A translated reason the last save failed. */
  submitError?: string | null;
  /**
   * Resolves when saved; throws to keep the form as it is (a ProductInputError marks the fields, a write
   * conflict shows that the product was changed elsewhere).
   */
  onSubmit: (values: ProductFormValues, start: ProductFormStart) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The product's fields in fieldsets: general, conditions, rates, photo, and the texts of this language. */
export function ProductForm({ formId, kind, initialValues, product = null, isNew, untranslatedFrom, submitError, onSubmit, onDirtyChange }: ProductFormProps) {
  const { t } = useTranslation('products');
  const schema = useMemo(() => productFormSchema(kind), [kind]);
  const toValues = useCallback((stored: AnyProduct | null) => initialFormValues(kind, stored), [kind]);
  const { Fields, Texts } = kindFieldsets[kind];
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
  const version = useStoredVersion(formik, { stored: product, same: sameProductContent, toValues });
  const { changedElsewhere } = version;
  // A refused save is answered with the notice: focus goes there, so it is seen and read out.
  useEffect(() => {
    if (changedElsewhere === 'on-save') noticeRef.current?.focus();
  }, [changedElsewhere]);

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
        <Fields />
        <ProductFieldset legend={t('form.legends.photo')} columns={1}>
          <ProductPhotoField />
        </ProductFieldset>
        <ProductFieldset legend={t('form.legends.texts')} columns={1}>
          {isNew && <p className={styles.hint}>{t('form.createNote')}</p>}
          {untranslatedFrom && (
            <div className={styles.untranslated}>
              <p>{t('form.untranslatedNote', { language: t(`languageNames.${untranslatedFrom}`) })}</p>
              <FormCheckbox name="markTranslated" label={t('form.markTranslated')} />
            </div>
          )}
          <Texts />
        </ProductFieldset>
        <FocusFirstInvalidField formRef={formRef} />
        <DirtyReporter onDirtyChange={onDirtyChange} />
        <BlockingNotice active={formik.isSubmitting} />
      </Form>
    </FormikProvider>
  );
}
