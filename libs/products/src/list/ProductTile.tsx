import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shownToCustomersOn, type AnyProduct } from '@console/products-data';
import { Button, Icon } from '@console/ui';
import { keyFigures } from '@console/product-figures';
import { productChoices } from '../format/product-choices';
import { ProductThumbnail } from './ProductThumbnail';
import styles from './ProductTile.module.css';

export interface ProductTileProps {
  product: AnyProduct;
  /** Stable callbacks: a changed product re-renders its own tile only. */
  onEdit: (product: AnyProduct) => void;
  onDelete: (product: AnyProduct) => void;
  /** Hides the product from customers, or shows it again. */
  onToggleHidden: (product: AnyProduct) => void;
}

/** Today in the browser's calendar, as offer dates are written (`YYYY-MM-DD`). */
const today = () => new Date().toLocaleDateString('en-CA');

export const ProductTile = memo(function ProductTile({ product, onEdit, onDelete, onToggleHidden }: ProductTileProps) {
  const { t, i18n } = useTranslation('products');
  const { t: figuresT } = useTranslation('product-figures');
  const nameId = useId();
  // What it is, then the figures its customers compare first, worded as the chat's card words them.
  const figures = [...productChoices(product, t), ...keyFigures(product, i18n.language, figuresT, product.fields.currency)];
  const name = product.texts.name;
  return (
    <article className={product.hidden ? `${styles.tile} ${styles.hidden}` : styles.tile} aria-labelledby={nameId}>
      <ProductThumbnail photo={product.photo} />
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
        {product.hidden && (
          <p className={`${styles.badge} ${styles.hiddenBadge}`}>
            <Icon name="eyeOff" size="0.875rem" />
            {t('hiddenBadge')}
          </p>
        )}
        {!shownToCustomersOn(product, today()) && (
          <p className={`${styles.badge} ${styles.hiddenBadge}`}>
            <Icon name="alert" size="0.875rem" />
            {t('notOfferedToday')}
          </p>
        )}
        {!product.translated && (
          <p className={styles.badge}>
            <Icon name="info" size="0.875rem" />
            {t('untranslated')}
          </p>
        )}
        {figures.length > 0 && (
          <dl className={styles.figures}>
            {figures.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" aria-label={t('actions.editNamed', { name })} data-product-id={product.id} onClick={() => onEdit(product)}>
          {t('actions.edit')}
        </Button>
        <Button variant="ghost" size="sm" aria-label={t(product.hidden ? 'actions.showNamed' : 'actions.hideNamed', { name })} onClick={() => onToggleHidden(product)}>
          {t(product.hidden ? 'actions.show' : 'actions.hide')}
        </Button>
        <Button variant="ghost" size="sm" startIcon={<Icon name="trash" size="1rem" />} aria-label={t('actions.deleteNamed', { name })} onClick={() => onDelete(product)}>
          {t('actions.delete')}
        </Button>
      </div>
    </article>
  );
});
