/** A product photo: a common web image, small enough for the chat widget to load quickly. */
export const PRODUCT_PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const MAX_PRODUCT_PHOTO_BYTES = 2 * 1024 * 1024;

export type PhotoRejection = 'type' | 'size' | 'empty';

export function photoRejection(file: { type: string; size: number }): PhotoRejection | null {
  if (!PRODUCT_PHOTO_TYPES.includes(file.type.toLowerCase())) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_PRODUCT_PHOTO_BYTES) return 'size';
  return null;
}
