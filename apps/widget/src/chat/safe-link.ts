/**
 * The address a customer may be sent to from a published answer or product, or null. The rules cannot
 * look inside the published lists, so the chat itself lets through only web pages (`https:`) and files of
 * its own origin (the demo's, the local backend's `blob:` URLs); never `javascript:`, `data:` or another
 * scheme a bank's content could carry.
 */
export function safeLink(url: string | null | undefined, base = location.href): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed.href;
  const own = new URL(base).origin;
  // A blob: URL's origin is that of the page that made it.
  if ((parsed.protocol === 'http:' || parsed.protocol === 'blob:') && parsed.origin === own) return parsed.href;
  return null;
}
