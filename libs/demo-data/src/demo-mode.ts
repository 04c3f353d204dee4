/** A mode becomes one path segment, so it may not contain a slash or be empty. */
export function assertValidMode(mode: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(mode)) {
    throw new Error(`Invalid mode "${mode}": use letters, digits, "-" or "_" (it becomes a path segment).`);
  }
}
