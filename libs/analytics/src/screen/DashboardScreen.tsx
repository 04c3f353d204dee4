import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { METRICS, PERIODS, channelsShown, PERIOD_GROUPINGS, useDashboard, useDeleteUnanswered, type DashboardView, type Grouping, type Period, type UnansweredSummary } from '@console/analytics-data';
import { Button, Page, PageHeader, SelectField, useConfirm, useToast } from '@console/ui';
import { downloadCsv } from '../format/download-csv';
import { DashboardBody } from './DashboardBody';
import styles from './DashboardScreen.module.css';
import { useDashboardChoice } from './use-dashboard-choice';
import { LOCALES } from '@console/locale';

// What staff need only once they assign a question: its code and the FAQ's, loaded on the first click.
const AssignQuestion = lazy(() => import('../unanswered/AssignQuestion').then((module) => ({ default: module.AssignQuestion })));

/** How customers use the assistant: sessions to leads over a period, users per channel and language, what it could not answer. */
export function DashboardScreen() {
  const { t, i18n } = useTranslation('analytics');
  const choice = useDashboardChoice();
  const { status, view, questions, currency, today, unansweredCapped } = useDashboard(choice.period, choice.grouping);
  const deleteUnanswered = useDeleteUnanswered();
  const { confirm, confirmDialog } = useConfirm();
  const toast = useToast();
  const [assigning, setAssigning] = useState<UnansweredSummary | null>(null);
  const removeQuestion = async ({ question, count, ids }: UnansweredSummary) => {
    const confirmed = await confirm({
      title: t('unanswered.removeTitle'),
      message: t('unanswered.removeMessage', { question, count }),
      confirmLabel: t('unanswered.removeConfirm'),
      variant: 'danger',
    });
    if (confirmed) deleteUnanswered.mutate(ids, { onError: () => toast.error(t('unanswered.removeFailed')) });
  };

  // The CSV holds what the table view shows: every series per point, as plain numbers and ISO dates.
  // Then the breakdowns, each under its own title after an empty row, as the page shows them.
  const download = (shown: DashboardView) => {
    const header = [t('csv.from'), t('csv.to'), ...METRICS.map((metric) => t(`metrics.${metric}`))];
    const rows = shown.points.map(({ first, last, values }) => [first, last, ...METRICS.map((metric) => values[metric])]);
    const channels = channelsShown(shown).map((channel) => [t(`channels.${channel}`), shown.usersByChannel[channel]]);
    const languages = LOCALES.map((locale) => [t(`languageNames.${locale}`, { ns: 'common' }), shown.usersByLanguage[locale]]);
    downloadCsv(
      `dashboard-${shown.period}-${shown.grouping}-${today}.csv`,
      [header, ...rows, [], [t('breakdown.channels')], [t('breakdown.channel'), t('metrics.users')], ...channels, [], [t('breakdown.languages')], [t('breakdown.language'), t('metrics.users')], ...languages],
      i18n.language,
    );
  };

  return (
    <Page width="medium">
      <PageHeader title={t('titles.dashboard', { ns: 'common' })} description={<p>{t('screen.lead')}</p>} />
      <div className={styles.controls}>
        <SelectField
          label={t('controls.period')}
          value={choice.period}
          onChange={(event) => choice.setPeriod(event.target.value as Period)}
          options={PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
        />
        <SelectField
          label={t('controls.grouping')}
          value={choice.grouping}
          disabled={PERIOD_GROUPINGS[choice.period].length < 2}
          onChange={(event) => choice.setGrouping(event.target.value as Grouping)}
          options={PERIOD_GROUPINGS[choice.period].map((grouping) => ({ value: grouping, label: t(`groupings.${grouping}`) }))}
        />
        <div className={styles.toggle} role="group" aria-label={t('controls.show')}>
          <button type="button" aria-pressed={!choice.asTable} onClick={() => choice.setAsTable(false)}>
            {t('controls.charts')}
          </button>
          <button type="button" aria-pressed={choice.asTable} onClick={() => choice.setAsTable(true)}>
            {t('controls.tables')}
          </button>
        </div>
        <Button variant="secondary" disabled={status !== 'success' || !view} onClick={() => view && download(view)}>
          {t('controls.download')}
        </Button>
      </div>
      <DashboardBody
        status={status}
        view={view}
        questions={questions}
        unansweredCapped={unansweredCapped}
        metric={choice.metric}
        onSelectMetric={choice.setMetric}
        asTable={choice.asTable}
        currency={currency}
        onRemoveQuestion={(question) => void removeQuestion(question)}
        onAssignQuestion={setAssigning}
      />
      {confirmDialog}
      {assigning ? (
        <Suspense fallback={null}>
          <AssignQuestion item={assigning} onClose={() => setAssigning(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
