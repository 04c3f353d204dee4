import { useTranslation } from 'react-i18next';
import { METRICS, changeFrom, type Metric, type MetricValues } from '@console/analytics-data';
import { formatNumber } from '@console/numbers';
import { VisuallyHidden } from '@console/ui';
import styles from './HeadlineCards.module.css';

export type HeadlineCardsProps = {
  totals: MetricValues;
  /** What each card's change is worked out on (whole days or months), or nothing to compare with. */
  change: { current: MetricValues; previous: MetricValues } | null;
  selected: Metric;
  onSelect: (metric: Metric) => void;
  format: (metric: Metric, value: number) => string;
  /** The days (or months) each change is against, as the page writes a range.  */
  comparedWith: string;
};

/** One card per series with the period's number and its change; pressing a card charts that series. */
export function HeadlineCards({ totals, change: compared, selected, onSelect, format, comparedWith }: HeadlineCardsProps) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <ul className={styles.cards} aria-label={t('headline.label')}>
      {METRICS.map((metric) => {
        const change = compared ? changeFrom(compared.previous[metric], compared.current[metric]) : null;
        return (
          <li key={metric}>
            <button type="button" className={styles.card} aria-pressed={metric === selected} onClick={() => onSelect(metric)}>
              <span className={styles.name}>{t(`metrics.${metric}`)}</span>
              <span className={metric === 'leadsAmount' ? styles.money : styles.value}>{format(metric, totals[metric])}</span>
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
