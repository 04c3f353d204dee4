/** The link if it is a web address; anything else (e.g. `javascript:`) is never made clickable. */
export function safeHref(link: string): string | undefined {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:' ? link : undefined;
  } catch {
    return undefined;
  }
}
