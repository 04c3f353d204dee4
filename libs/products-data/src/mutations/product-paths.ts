import { paths, safeFileName, type ProductKind } from '@console/data-paths';
import type { Locale } from '@console/locale';

export function productPath(mode: string, uid: string, locale: Locale, kind: ProductKind, id: string): string {
  return `${paths.accountProducts(mode, uid, locale, kind)}/${id}`;
}

/** Each upload gets its own path, so a replaced photo can be deleted after the new one is saved. */
export function productPhotoPath(mode: string, uid: string, kind: ProductKind, id: string, fileName: string, unique: string): string {
  return `${paths.accountFiles(mode, uid)}/products/${kind}/${id}/${unique}-${safeFileName(fileName, 'photo')}`;
}
