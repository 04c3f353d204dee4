/** The dashboard's series (the specification's), in the order they are shown. */
export const METRICS = ['sessions', 'conversations', 'users', 'messages', 'leads', 'leadsAmount'] as const;
export type Metric = (typeof METRICS)[number];
export type MetricValues = Record<Metric, number>;

export const emptyValues = (): MetricValues => ({ sessions: 0, conversations: 0, users: 0, messages: 0, leads: 0, leadsAmount: 0 });

/** A headline number against the previous period: per cent up or down, or new when it was zero. */
export type Change = { kind: 'new' } | { kind: 'same' } | { kind: 'up' | 'down'; percent: number };

export function changeFrom(previous: number, current: number): Change {
  if (previous === current) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 1000) / 10;
  return { kind: current > previous ? 'up' : 'down', percent };
}
