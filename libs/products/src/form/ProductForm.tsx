import { Form, Formik, setIn, type FormikHelpers } from 'formik';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, ProductKind } from '@console/backend';
import { FocusFirstInvalidField, FormCheckbox, FormStatus } from '@console/forms';
import { ProductInputError } from '@console/products-data';
import { BlockingNotice, Icon } from '@console/ui';
import { CardFieldsets, CardTextFields } from './CardFieldsets';
import { DepositFieldsets, DepositTextFields } from './DepositFieldsets';
import { DirtyReporter } from './DirtyReporter';
import { LoanFieldsets, LoanTextFields } from './LoanFieldsets';
import { ProductFieldset } from './ProductFieldset';
import { ProductPhotoField } from './ProductPhotoField';
import { productFormSchema, type ProductFormValues } from './product-form-values';
import styles from './ProductForm.module.css';

const kindFieldsets: Record<ProductKind, { Fields: () => ReactNode; Texts: () => ReactNode }> = {
  cards: { Fields: CardFieldsets, Texts: CardTextFields },
  loans: { Fields: LoanFieldsets, Texts: LoanTextFields },
  deposits: { Fields: DepositFieldsets, Texts: DepositTextFields },
};

export interface ProductFormProps {
  formId: string;
  kind: ProductKind;
  initialValues: ProductFormValues;
  /** A new product: its texts will be copied to the other languages. */
  isNew: boolean;
  /** The language the texts were copied from, while this language's copy is not translated yet. */
  untranslatedFrom: Locale | null;
  /** A translated reason the last save failed. */
  submitError?: string | null;
  /** Resolves when saved; throws to keep the form as it is (a ProductInputError marks the fields). */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The product's fields in fieldsets: general, conditions, rates, photo, and the texts of this language. */
export function ProductForm({ formId, kind, initialValues, isNew, untranslatedFrom, submitError, onSubmit, onDirtyChange }: ProductFormProps) {
  const { t } = useTranslation('products');
  const schema = useMemo(() => productFormSchema(kind), [kind]);
  const { Fields, Texts } = kindFieldsets[kind];
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ProductInputError)) return;
      let errors = {};
      for (const [path, message] of Object.entries(error.problems)) errors = setIn(errors, path, message);
      helpers.setErrors(errors);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        // noValidate: formik's rules speak, translated and next to the field, not the browser's bubbles.
        <Form ref={formRef} id={formId} noValidate className={styles.form}>
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
          <BlockingNotice active={isSubmitting} />
        </Form>
      )}
    </Formik>
  );
}
