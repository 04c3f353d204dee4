import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { ProductKind } from '@console/data-paths';
import { PRODUCT_KINDS } from '@console/products-data';
import { cx } from '@console/ui';
import styles from './ProductKindTabs.module.css';
import { productRoute } from '@console/routes';

/** A segmented navigation between the three product pages; the current one is `aria-current="page"`. */
export function ProductKindTabs() {
  const { t } = useTranslation('products');
  return (
    <nav aria-label={t('kindsNavLabel')}>
      <ul className={styles.segments}>
        {PRODUCT_KINDS.map((kind: ProductKind) => (
          <li key={kind}>
            <NavLink to={productRoute(kind)} className={({ isActive }) => cx(styles.segment, isActive && styles.active)}>
              {t(`titles.${kind}`, { ns: 'common' })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
