/**
 * Where an event happened, as Analytics may know it: the page's address without its query or fragment
 * (an e-mail link's code must never reach a report), and only the origin of the page before it.
 */
export function pageLocationParams(location: Pick<Location, 'origin' | 'pathname'>, referrer: string): { page_location: string; page_referrer: string } {
  let referrerOrigin = '';
  try {
    referrerOrigin = referrer ? new URL(referrer).origin : '';
  } catch {
    // Not an address: nothing of it is sent.
  }
  return { page_location: `${location.origin}${location.pathname}`, page_referrer: referrerOrigin };
}
