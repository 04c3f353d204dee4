export const DEFAULT_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type FileRejection = 'type' | 'size';

/** Whether `type` matches one of `accepted` ("image/png" or a wildcard such as "image/*"). */
export function isAcceptedType(type: string, accepted: readonly string[]): boolean {
  const actual = type.toLowerCase();
  return accepted.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted.endsWith('/*') ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
  });
}

export function checkImageFile(file: File, accepted: readonly string[], maxBytes: number): FileRejection | null {
  if (!isAcceptedType(file.type, accepted)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** "1.5 MB" or "300 kB", in the language's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** "PNG, JPEG or WEBP", joined the way the language joins alternatives. */
export function describeFileTypes(accepted: readonly string[], language: string): string {
  const names = accepted.map((type) => (type.split('/')[1] ?? type).replace(/\+.*$/, '').replace('*', '').toUpperCase()).filter(Boolean);
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}
