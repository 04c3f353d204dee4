import { paths, type Locale, type ProductKind } from '@console/backend';

export function productPath(mode: string, uid: string, locale: Locale, kind: ProductKind, id: string): string {
  return `${paths.accountProducts(mode, uid, locale, kind)}/${id}`;
}

/** File names become one path segment: slashes and control characters would break the path. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[/\\\u0000-\u001f]/g, '_').trim();
  return cleaned.length > 0 ? cleaned.slice(-100) : 'photo';
}

/** Each upload gets its own path, so a replaced photo can be deleted after the new one is saved. */
export function productPhotoPath(mode: string, uid: string, kind: ProductKind, id: string, fileName: string, unique: string): string {
  return `${paths.accountFiles(mode, uid)}/products/${kind}/${id}/${unique}-${safeFileName(fileName)}`;
}
