export { PERIODS, GROUPINGS, PERIOD_GROUPINGS, isGroupingOf, periodRange, comparedRanges, type Period, type Grouping, type DayRange, type PeriodRange, type ComparedRanges } from './periods';
export { METRICS, changeFrom, type Metric, type MetricValues, type Change } from './metrics';
export { channelsShown, dashboardView, documentsNeeded, type DashboardView, type DashboardPoint } from './dashboard-view';
export type { Bucket } from './buckets';
export { summariseUnanswered, type UnansweredSummary } from './unanswered-summary';
export { csvConventions, toCsv, type CsvConventions } from './csv';
export { useDashboard, DASHBOARD_DATA_MARK } from './use-dashboard';
export { useDeleteUnanswered } from './use-delete-unanswered';
export { MAX_UNANSWERED_READ, maxDocumentsRead } from './read-cost';
