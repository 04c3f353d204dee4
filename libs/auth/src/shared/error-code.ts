/** The backend's error code of a rejection, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
