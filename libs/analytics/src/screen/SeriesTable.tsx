import { useTranslation } from 'react-i18next';
import { METRICS, type DashboardView, type Metric } from '@console/analytics-data';
import { ScrollTable, VisuallyHidden } from '@console/ui';
import styles from './DashboardScreen.module.css';

export type SeriesTableProps = {
  view: DashboardView;
  caption: string;
  label: (point: { first: string; last: string }) => string;
  format: (metric: Metric, value: number) => string;
};

/** Every series' numbers per point: the table view of the chart, and what the CSV holds. */
export function SeriesTable({ view, caption, label, format }: SeriesTableProps) {
  const { t } = useTranslation('analytics');
  return (
    <ScrollTable label={caption} className={styles.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('series.point')}</th>
            {METRICS.map((metric) => (
              <th key={metric} scope="col" className={styles.number}>
                {t(`metrics.${metric}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{label(point)}</th>
              {METRICS.map((metric) => (
                <td key={metric} className={styles.number}>
                  {format(metric, point.values[metric])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('series.total')}</th>
            {METRICS.map((metric) => (
              <td key={metric} className={styles.number}>
                {format(metric, view.totals[metric])}
              </td>
            ))}
          </tr>
        </tfoot>
    </ScrollTable>
  );
}
