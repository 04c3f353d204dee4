import { useState } from 'react';
import type { Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import { useProductInLanguages, type AnyProduct } from '@console/products-data';
import { ProductEditorDialog } from './ProductEditorDialog';

export interface ProductEditorProps {
  kind: ProductKind;
  /** The product as listed in the console's language, or null for a new one. */
  listed: AnyProduct | null;
  locale: Locale;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The editor with the product read in all three languages, live. When the product disappears (deleted
 * elsewhere), the form keeps the last reading, so nothing typed is lost; its save then says why it fails.
 */
export function ProductEditor({ kind, listed, locale, onClose, onDirtyChange }: ProductEditorProps) {
  const live = useProductInLanguages(kind, listed?.id ?? null);
  const [lastSeen, setLastSeen] = useState(live.product);
  if (live.product && live.product !== lastSeen) setLastSeen(live.product);
  return (
    <ProductEditorDialog
      kind={kind}
      product={live.product ?? lastSeen}
      listedName={listed?.texts.name}
      // Unreadable, or deleted before its languages arrived: nothing to edit.
      loadFailed={live.product === null && lastSeen === null && (live.status === 'error' || live.status === 'missing')}
      locale={locale}
      onClose={onClose}
      onDirtyChange={onDirtyChange}
    />
  );
}
