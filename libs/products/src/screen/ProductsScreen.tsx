import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '@console/backend';
import { useUnsavedChangesBlocker } from '@console/forms/guards';
import type { ProductKind } from '@console/data-paths';
import { useProducts, type AnyProduct } from '@console/products-data';
import { BlockingNotice, Button, LoadFailed, Page, PageHeader, useConfirm } from '@console/ui';
import { TryQuestionDisclosure } from '@console/try-question';
import { filterProducts, isFiltering, NO_FILTERS, type ProductFilters } from '../filters/product-filters';
import { ProductEmptyState } from '../list/ProductEmptyState';
import { ProductList } from '../list/ProductList';
import { ProductListSkeleton } from '../list/ProductListSkeleton';
import { ProductKindTabs } from '../toolbar/ProductKindTabs';
import { ProductToolbar } from '../toolbar/ProductToolbar';
import { useDeleteProductFlow } from './use-delete-product-flow';
import { useProductVisibilityFlow } from './use-product-visibility-flow';
import styles from './ProductsScreen.module.css';

// The form, with its rules, is fetched when the pointer first comes to the page or a key is pressed in
// it, ahead of the click that opens it (not on focus: the page itself moves the focus, on arrival or
// when data fails to load): the list does not wait for it, and the editor seldom does.
const loadEditor = loadOnce(() => import('../form/ProductEditor'));
const preloadEditor = () => void loadEditor().catch(() => undefined);
const ProductEditor = lazy(() => loadEditor().then((module) => ({ default: module.ProductEditor })));

// The engine and the drafts load only when "Try a question" is opened.
const loadPreviewAnswerer = () => import('@console/publishing-data').then((data) => data.usePreviewAnswerer);

/** One product page (cards, loans or deposits): the list with search and filters, and the editor. */
export function ProductsScreen({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('products');
  const data = useProducts(kind);
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const [editing, setEditing] = useState<{ product: AnyProduct | null } | null>(null);
  const [dirty, setDirty] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { confirm, confirmDialog } = useConfirm();
  useUnsavedChangesBlocker(dirty, confirm);
  const { remove, deleting } = useDeleteProductFlow(confirm);
  const { toggle } = useProductVisibilityFlow();

  const visible = useMemo(() => filterProducts(data.products, filters), [data.products, filters]);
  const filtering = isFiltering(filters);
  const title = t(`titles.${kind}`, { ns: 'common' });

  // Tiles get callbacks that never change, so opening the editor does not re-render every tile.
  const actions = useRef({ remove, toggle });
  useLayoutEffect(() => {
    actions.current = { remove, toggle };
  }, [remove, toggle]);
  const onEdit = useCallback((product: AnyProduct) => setEditing({ product }), []);
  const onDelete = useCallback((product: AnyProduct) => {
    void actions.current.remove(product).then((deleted) => {
      // The tile and its button are gone: focus goes back to the top of the page.
      if (deleted) headingRef.current?.focus();
    });
  }, []);
  const onToggleHidden = useCallback((product: AnyProduct) => void actions.current.toggle(product), []);

  const addLabel = t(`actions.add.${kind}`);
  const editingProduct = editing?.product ? (data.products.find((product) => product.id === editing.product?.id) ?? editing.product) : null;

  return (
    <Page width="wide" spacing="compact" onPointerOver={preloadEditor} onKeyDown={preloadEditor}>
      <PageHeader
        title={title}
        titleRef={headingRef}
        description={
          <>
            <p>{t('lead')}</p>
            <TryQuestionDisclosure loadAnswerer={loadPreviewAnswerer} />
          </>
        }
        actions={<Button onClick={() => setEditing({ product: null })}>{addLabel}</Button>} />

      <ProductKindTabs />

      <ProductToolbar kind={kind} filters={filters} onChange={(change) => setFilters((current) => ({ ...current, ...change }))} filtering={filtering} onClear={() => setFilters(NO_FILTERS)} />

      <p role="status" className={styles.count}>
        {data.status === 'success' ? t(`count.${kind}`, { count: visible.length }) : ''}
      </p>

      <section aria-label={title}>
        {data.status === 'pending' && <ProductListSkeleton />}
        {data.status === 'error' && (
          <LoadFailed message={t('list.loadFailed')} className={styles.problem} />
        )}
        {data.status === 'success' && visible.length === 0 && (
          <ProductEmptyState kind={kind} filtering={filtering} onClearFilters={() => setFilters(NO_FILTERS)} addLabel={addLabel} onAdd={() => setEditing({ product: null })} />
        )}
        {data.status === 'success' && visible.length > 0 && <ProductList products={visible} label={title} onEdit={onEdit} onDelete={onDelete} onToggleHidden={onToggleHidden} />}
      </section>

      {editing && (
        <Suspense fallback={null}>
          <ProductEditor
            key={editing.product?.id ?? 'new'}
            kind={kind}
            listed={editingProduct}
            locale={data.locale}
            onClose={() => setEditing(null)}
            onDirtyChange={setDirty}
          />
        </Suspense>
      )}
      <BlockingNotice active={deleting} title={t('delete.busy')} />
      {confirmDialog}
    </Page>
  );
}
