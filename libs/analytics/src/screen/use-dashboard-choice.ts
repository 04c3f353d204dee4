import { useSearchParams } from 'react-router-dom';
import { METRICS, PERIODS, PERIOD_GROUPINGS, isGroupingOf, type Grouping, type Metric, type Period } from '@console/analytics-data';

const isPeriod = (value: string | null): value is Period => PERIODS.some((period) => period === value);
const isMetric = (value: string | null): value is Metric => METRICS.some((metric) => metric === value);

/**
 * The period, grouping, series and chart-or-table choice, kept in the address so that a view can be
 * bookmarked, shared with a colleague and survives a reload. Unknown values fall back to the defaults.
 */
export function useDashboardChoice() {
  const [params, setParams] = useSearchParams();
  const period: Period = isPeriod(params.get('period')) ? (params.get('period') as Period) : '30d';
  const asked = params.get('by') ?? '';
  const grouping: Grouping = isGroupingOf(period, asked) ? asked : (PERIOD_GROUPINGS[period][0] ?? 'day');
  const metric: Metric = isMetric(params.get('series')) ? (params.get('series') as Metric) : 'sessions';
  const asTable = params.get('view') === 'table';
  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace: true },
    );
  return {
    period,
    grouping,
    metric,
    asTable,
    setPeriod: (next: Period) => change({ period: next, by: null }),
    setGrouping: (next: Grouping) => change({ by: next }),
    setMetric: (next: Metric) => change({ series: next }),
    setAsTable: (table: boolean) => change({ view: table ? 'table' : null }),
  };
}
