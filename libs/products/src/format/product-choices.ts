import type { TFunction as I18nTFunction } from 'i18next';
import { CARD_BRANDS, type AnyProduct } from '@console/products-data';
import type { KeyFigure } from '@console/product-figures';

/** The products namespace's translate function: keys are checked against its texts. */
type TFunction = I18nTFunction<'products'>;

/**
 * What kind of product a tile shows, as the console's lists name it: a card's type and brand, a loan's
 * category, a deposit's type and how often it pays; its figures follow (`@console/product-figures`).
 */
export function productChoices(product: AnyProduct, t: TFunction): KeyFigure[] {
  const choices: Array<KeyFigure | null> = [];
  const add = (label: string, value: string | null | undefined) => choices.push(value ? { label, value } : null);
  switch (product.kind) {
    case 'cards':
      add(t('fields.card.type'), product.fields.type ? t(`options.cardType.${product.fields.type}`) : null);
      add(t('fields.card.brand'), CARD_BRANDS[product.fields.brand]);
      break;
    case 'loans':
      add(t('fields.loan.category'), product.fields.category ? t(`options.loanCategory.${product.fields.category}`) : null);
      break;
    case 'deposits':
      add(t('fields.deposit.type'), product.fields.type ? t(`options.depositType.${product.fields.type}`) : null);
      add(t('fields.deposit.frequency'), product.fields.frequency ? t(`options.frequency.${product.fields.frequency}`) : null);
      break;
  }
  return choices.filter((choice): choice is KeyFigure => choice !== null);
}
