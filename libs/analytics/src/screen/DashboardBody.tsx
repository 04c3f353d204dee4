import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DASHBOARD_DATA_MARK, channelsShown, type DashboardView, type Metric, type UnansweredSummary } from '@console/analytics-data';
import { useInterfaceLocale } from '@console/i18n';
import { LOCALES } from '@console/locale';
import { ROUTES } from '@console/routes';
import { EmptyState, LoadFailed, Skeleton } from '@console/ui';
import { TimeSeriesChart } from '../chart/TimeSeriesChart';
import { bucketLabel, rangeLabel } from '../format/calendar-labels';
import { formatMetric } from '../format/metric-value';
import { HeadlineCards } from '../headline/HeadlineCards';
import { UnansweredQuestions } from '../unanswered/UnansweredQuestions';
import { Breakdown } from './Breakdown';
import styles from './DashboardScreen.module.css';
import { SeriesTable } from './SeriesTable';

export type DashboardBodyProps = {
  status: 'pending' | 'error' | 'empty' | 'success';
  view: DashboardView | null;
  questions: readonly UnansweredSummary[] | null;
  unansweredCapped: boolean;
  metric: Metric;
  onSelectMetric: (metric: Metric) => void;
  asTable: boolean;
  currency: string;
  onRemoveQuestion?: (question: UnansweredSummary) => void;
  /** Opens "This should be answered by…" for an unanswered question. */
  onAssignQuestion?: (question: UnansweredSummary) => void;
};

/** The dashboard below its controls, in each of its states: loading, failed, nothing yet, the figures. */
export function DashboardBody({ status, view, questions, unansweredCapped, metric, onSelectMetric, asTable, currency, onRemoveQuestion, onAssignQuestion }: DashboardBodyProps) {
  const { t } = useTranslation('analytics');
  const language = useInterfaceLocale();
  const months = t('monthsShort').split('|');
  const format = (shown: Metric, value: number) => formatMetric(shown, value, language, currency);
  useDrawTiming(view);

  if (status === 'error') {
    return (
      <LoadFailed message={t('screen.loadFailed')} />
    );
  }
  if (status === 'empty') {
    return (
      <EmptyState
        title={t('empty.title')}
        hint={t('empty.hint')}
        action={
          <Link className={styles.action} to={ROUTES.embed}>
            {t('empty.action')}
          </Link>
        }
      />
    );
  }
  if (status === 'pending' || !view || !questions) {
    return (
      <div className={styles.skeletons}>
        <Skeleton height="6rem" shape="rect" announce />
        <Skeleton height="16rem" shape="rect" />
        <Skeleton height="10rem" shape="rect" />
      </div>
    );
  }

  const { grouping } = view;
  const label = (point: { first: string; last: string }) => bucketLabel(point, grouping, months);
  const title = t(`seriesBy.${grouping}`, { metric: t(`metrics.${metric}`) });
  return (
    <>
      <p className={styles.range}>
        <span>
          {rangeLabel(view.range.current.first, view.range.current.last, months)}
          {view.change &&
            ` · ${t(view.change.ranges.unit === 'day' ? 'screen.changeOverWholeDays' : 'screen.changeOverWholeMonths', {
              current: rangeLabel(view.change.ranges.current.first, view.change.ranges.current.last, months),
              previous: rangeLabel(view.change.ranges.previous.first, view.change.ranges.previous.last, months),
            })}`}
        </span>
        <span className={styles.live}>{t('screen.live')}</span>
      </p>
      <HeadlineCards
        totals={view.totals}
        change={view.change}
        selected={metric}
        onSelect={onSelectMetric}
        format={format}
        comparedWith={view.change ? rangeLabel(view.change.ranges.previous.first, view.change.ranges.previous.last, months) : ''}
      />
      <section className={styles.panel} aria-labelledby="series-heading">
        <h2 id="series-heading" className={styles.panelTitle}>
          {title}
        </h2>
        {asTable ? (
          <SeriesTable view={view} label={label} format={format} caption={t(`captionBy.${grouping}`)} />
        ) : (
          <TimeSeriesChart
            title={title}
            summary={seriesSummary(view, metric, label, format, t)}
            formatTick={(value) => format(metric, value)}
            points={view.points.map((point) => ({ key: point.key, label: label(point), value: point.values[metric], text: format(metric, point.values[metric]) }))}
          />
        )}
      </section>
      <div className={styles.breakdowns}>
        <Breakdown
          title={t('breakdown.channels')}
          itemHeader={t('breakdown.channel')}
          asTable={asTable}
          items={channelsShown(view).map((channel) => ({
            key: channel,
            label: t(`channels.${channel}`),
            value: view.usersByChannel[channel],
            text: format('users', view.usersByChannel[channel]),
          }))}
        />
        <Breakdown
          title={t('breakdown.languages')}
          itemHeader={t('breakdown.language')}
          asTable={asTable}
          items={LOCALES.map((locale) => ({ key: locale, label: t(`languageNames.${locale}`, { ns: 'common' }), value: view.usersByLanguage[locale], text: format('users', view.usersByLanguage[locale]) }))}
        />
      </div>
      <UnansweredQuestions questions={questions} capped={unansweredCapped} {...(onRemoveQuestion ? { onRemove: onRemoveQuestion } : {})} {...(onAssignQuestion ? { onAssign: onAssignQuestion } : {})} />
    </>
  );
}

type Translate = TFunction<'analytics'>;

/** The chart's spoken summary: the total, and where the series peaks and dips. */
function seriesSummary(view: DashboardView, metric: Metric, label: (point: { first: string; last: string }) => string, format: (metric: Metric, value: number) => string, t: Translate) {
  const [first] = view.points;
  if (!first) return '';
  let [highest, lowest] = [first, first];
  for (const point of view.points) {
    if (point.values[metric] > highest.values[metric]) highest = point;
    if (point.values[metric] < lowest.values[metric]) lowest = point;
  }
  return t('series.summary', {
    total: format(metric, view.totals[metric]),
    highest: format(metric, highest.values[metric]),
    highestAt: label(highest),
    lowest: format(metric, lowest.values[metric]),
    lowestAt: label(lowest),
  });
}

/**
 * Measures (User Timing `dashboard:drawn`) from the data's arrival to the next frame after the view is
 * on screen: the figure the dashboard's benchmark reports.
 */
function useDrawTiming(view: DashboardView | null) {
  useEffect(() => {
    if (!view || performance.getEntriesByName(DASHBOARD_DATA_MARK, 'mark').length === 0) return;
    const frame = requestAnimationFrame(() => {
      performance.measure('dashboard:drawn', DASHBOARD_DATA_MARK);
      performance.clearMarks(DASHBOARD_DATA_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, [view]);
}
