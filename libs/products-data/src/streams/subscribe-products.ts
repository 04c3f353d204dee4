import { paths, type ProductKind } from '@console/data-paths';
import type { Locale } from '@console/locale';
import type { DocumentStore } from '@console/backend';
import type { Subscribe } from '@console/live-query';
import { mapProducts } from '../model/map-product';
import type { AnyProduct } from '../model/product-types';

export function subscribeProducts(documents: DocumentStore, mode: string, uid: string, locale: Locale, kind: ProductKind): Subscribe<AnyProduct[]> {
  return (onNext, onError) =>
    documents.watchCollection(paths.accountProducts(mode, uid, locale, kind), undefined, (docs) => onNext(mapProducts(kind, locale, docs)), onError);
}
