import type { AnyProduct } from '@console/products-data';
import { ProductTile } from './ProductTile';
import styles from './ProductList.module.css';

export interface ProductListProps {
  products: readonly AnyProduct[];
  /** Accessible name of the list, e.g. "Cards". */
  label: string;
  onEdit: (product: AnyProduct) => void;
  onDelete: (product: AnyProduct) => void;
  onToggleHidden: (product: AnyProduct) => void;
}

/**
 * The products as a grid of tiles. Not virtualised: a bank offers tens of products of a kind, not
 * thousands, and a plain list keeps every tile reachable by the browser's find and by screen readers.
 */
export function ProductList({ products, label, onEdit, onDelete, onToggleHidden }: ProductListProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductTile product={product} onEdit={onEdit} onDelete={onDelete} onToggleHidden={onToggleHidden} />
        </li>
      ))}
    </ul>
  );
}
