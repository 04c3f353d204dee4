import { useTranslation } from 'react-i18next';
import { METRICS, changeFrom, type Metric, type MetricValues } from '@console/analytics-data';
import { formatNumber } from '@console/numbers';
import { VisuallyHidden } from '@console/ui';
import styles from './HeadlineCards.module.css';

export type HeadlineCardsProps = {
  totals: MetricValues;
  previous: MetricValues | null;
  selected: Metric;
  onSelect: (metric: Metric) => void;
  format: (metric: Metric, value: number) => string;
  /** "the previous 30 days": what each change is against. */
  comparedWith: string;
};

/** One card per series with the period's number and its change; pressing a card charts that series. */
export function HeadlineCards({ totals, previous, selected, onSelect, format, comparedWith }: HeadlineCardsProps) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <ul className={styles.cards} aria-label={t('headline.label')}>
      {METRICS.map((metric) => {
        const change = previous ? changeFrom(previous[metric], totals[metric]) : null;
        return (
          <li key={metric}>
            <button type="button" className={styles.card} aria-pressed={metric === selected} onClick={() => onSelect(metric)}>
              <span className={styles.name}>{t(`metrics.${metric}`)}</span>
              <span className={styles.value}>{format(metric, totals[metric])}</span>
              {change && (
                <span className={styles[`change-${change.kind}`]}>
                  <span aria-hidden="true">{change.kind === 'up' ? '▲ ' : change.kind === 'down' ? '▼ ' : ''}</span>
                  {change.kind === 'up' || change.kind === 'down'
                    ? t(`change.${change.kind}`, { percent: formatNumber(change.percent, i18n.language, 1) })
                    : t(`change.${change.kind}`)}
                  <VisuallyHidden> {t('change.against', { period: comparedWith })}</VisuallyHidden>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
