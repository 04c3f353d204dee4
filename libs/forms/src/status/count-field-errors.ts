/** Number of fields with an error in formik's (possibly nested) errors object. */
export function countFieldErrors(errors: unknown): number {
  if (typeof errors === 'string') return errors ? 1 : 0;
  if (Array.isArray(errors)) return errors.reduce<number>((sum, item) => sum + countFieldErrors(item), 0);
  if (errors && typeof errors === 'object') {
    return Object.values(errors).reduce<number>((sum, item) => sum + countFieldErrors(item), 0);
  }
  return 0;
}
