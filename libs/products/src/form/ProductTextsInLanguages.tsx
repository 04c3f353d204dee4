import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { ProductKind } from '@console/data-paths';
import { FormCheckbox } from '@console/forms';
import { LOCALES } from '@console/locale';
import type { AnyProduct, ProductInLanguages } from '@console/products-data';
import { StatusBadge } from '@console/ui';
import { CardTextFields } from './CardFieldsets';
import { DepositTextFields } from './DepositFieldsets';
import type { LanguageTextsProps } from './language-texts-props';
import { LoanTextFields } from './LoanFieldsets';
import styles from './ProductTextsInLanguages.module.css';

const kindTexts: Record<ProductKind, ComponentType<LanguageTextsProps>> = { cards: CardTextFields, loans: LoanTextFields, deposits: DepositTextFields };

export interface ProductTextsInLanguagesProps {
  kind: ProductKind;
  /** The product as stored in each language; null while creating one. */
  product: ProductInLanguages | null;
}

/**
 * The texts of Macedonian, English and Albanian side by side (stacked when narrow), whatever the
 * console's language: each with its state, so a translator sees the source beside the copy.
 */
export function ProductTextsInLanguages({ kind, product }: ProductTextsInLanguagesProps) {
  const { t } = useTranslation('products');
  const Texts = kindTexts[kind];
  return (
    <fieldset className={styles.texts}>
      <legend className={styles.legend}>{t('form.legends.texts')}</legend>
      <p className={styles.hint}>{product ? t('form.textsNote') : t('form.createNote')}</p>
      <div className={styles.languages}>
        {LOCALES.map((locale) => (
          <fieldset key={locale} className={styles.language}>
            <legend className={styles.languageLegend}>
              <span>{t(`languageNames.${locale}`, { ns: 'common' })}</span>
              {product && <TranslationState stored={product[locale]} />}
            </legend>
            {product && !product[locale].translated && <FormCheckbox name={`markTranslated.${locale}`} label={t('form.markTranslated')} />}
            <Texts locale={locale} />
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

function TranslationState({ stored }: { stored: AnyProduct }) {
  const { t } = useTranslation('products');
  if (stored.translated) return <StatusBadge tone="success">{t('form.state.translated')}</StatusBadge>;
  return <StatusBadge tone="warning">{t(`form.state.copyFrom.${stored.sourceLocale}`)}</StatusBadge>;
}
