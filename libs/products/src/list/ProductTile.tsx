import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyProduct } from '@console/products-data';
import { Button, Icon } from '@console/ui';
import { keyFigures } from '../format/key-figures';
import { ProductThumbnail } from './ProductThumbnail';
import styles from './ProductTile.module.css';

export interface ProductTileProps {
  product: AnyProduct;
  /** Stable callbacks: a changed product re-renders its own tile only. */
  onEdit: (product: AnyProduct) => void;
  onDelete: (product: AnyProduct) => void;
}

export const ProductTile = memo(function ProductTile({ product, onEdit, onDelete }: ProductTileProps) {
  const { t, i18n } = useTranslation('products');
  const nameId = useId();
  const figures = keyFigures(product, t, i18n.language);
  const name = product.texts.name;
  return (
    <article className={styles.tile} aria-labelledby={nameId}>
      <ProductThumbnail photo={product.photo} />
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
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
        <Button variant="ghost" size="sm" startIcon={<Icon name="trash" size="1rem" />} aria-label={t('actions.deleteNamed', { name })} onClick={() => onDelete(product)}>
          {t('actions.delete')}
        </Button>
      </div>
    </article>
  );
});
