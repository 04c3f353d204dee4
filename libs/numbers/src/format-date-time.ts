const two = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as people write it, in the browser's time zone: `24.11.2026 10:05` in Macedonian and
 * Albanian (written here: Chromium has no `mk` or `sq` date data and would write American English),
 * `24 Nov 2026, 10:05` in English through `Intl`.
 */
export function formatDateTime(epochMs: number, language: string): string {
  const date = new Date(epochMs);
  if (/^(mk|sq)\b/u.test(language)) {
    return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
  }
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The time of day of a moment, in 24 hours in the browser's time zone: `10:42` in every language. */
export function formatTime(epochMs: number, language: string): string {
  const date = new Date(epochMs);
  if (/^(mk|sq)\b/u.test(language)) return `${two(date.getHours())}:${two(date.getMinutes())}`;
  return new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(date);
}

/** A calendar day (`YYYY-MM-DD`, no time zone) as people write it: `24.11.2026`, or `24 Nov 2026` in English. */
export function formatCalendarDay(day: string, language: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  if (/^(mk|sq)\b/u.test(language)) return `${date}.${month}.${year}`;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(Number(year), Number(month) - 1, Number(date)));
}
