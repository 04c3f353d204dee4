const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (`YYYY-MM-DD`) of an instant in a time zone: the bank's day, in which its counters
 * are kept, whatever the customer's clock says.
 */
export function dayIn(timeZone: string, epochMs: number): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(epochMs);
}
