import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardView, summariseUnanswered } from '@console/analytics-data';
import type { DayCounters, MonthCounters, UnansweredQuestion } from '@console/assistant-contract';
import { demoAnalyticsHistory } from '@console/demo-data';
import type { LanguageCode } from '@console/i18n';
import { renderWithProviders } from '@console/testing';
import { DashboardBody, type DashboardBodyProps } from './DashboardBody';

const history = demoAnalyticsHistory('staging', 'demo', 'Europe/Skopje', Date.UTC(2026, 10, 24, 9));
const of = <T,>(folder: string) => history.filter(({ path }) => path.includes(`/${folder}/`)).map(({ data }) => data as T);
const view = dashboardView('30d', 'week', '2026-11-24', { days: of<DayCounters>('days'), months: of<MonthCounters>('months') });
const questions = summariseUnanswered(of<UnansweredQuestion>('unanswered'));
const full: DashboardBodyProps = { status: 'success', view, questions, unansweredCapped: false, metric: 'sessions', onSelectMetric: () => undefined, asTable: false, currency: 'MKD' };

function show(language: LanguageCode, props: Partial<DashboardBodyProps>) {
  return renderWithProviders(<DashboardBody {...full} {...props} />, {
    language,
    namespaces: ['common', 'ui', 'analytics'],
    fallback: <p>suspended</p>,
    route: { path: '/dashboard' },
  });
}

describe('DashboardBody', () => {
  it.each([
    ['mk', 'Се вчитува', 'Сѐ уште нема разговори', 'Сесии по недели', '26 окт – 1 ное'],
    ['en', 'Loading', 'No chats yet', 'Sessions by week', '26 Oct – 1 Nov'],
    ['sq', 'Po ngarkohet', 'Ende asnjë bisedë', 'Seanca sipas javëve', '26 tet – 1 nën'],
  ] as const)('in %s: loading, empty and full', async (language, loading, empty, series, week) => {
    const { unmount } = await show(language, { status: 'pending', view: null, questions: null });
    expect(await screen.findByText(new RegExp(loading))).toBeInTheDocument();
    unmount();

    const second = await show(language, { status: 'empty', view: null, questions: null });
    expect(await screen.findByText(empty)).toBeInTheDocument();
    second.unmount();

    await show(language, {});
    expect(await screen.findByRole('heading', { name: series })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(series) })).toHaveTextContent(week);
  });

  it('says under an unanswered question how often an answer was not what the customer asked', async () => {
    await show('en', {});
    const row = (await screen.findByRole('rowheader', { name: /^my salary did not arrive this month/ })).closest('tr') as HTMLElement;
    const times = questions.find((item) => item.question === 'my salary did not arrive this month')?.notWhatAsked ?? 0;
    expect(times).toBeGreaterThan(1);
    expect(row).toHaveTextContent(`Answered ${times} times, and each time the customer said that was not what they asked.`);
  });

  it('shows every chart as a table of the same numbers, the period total last', async () => {
    await show('en', { asTable: true });
    const table = await screen.findByRole('table', { name: 'All figures by week' });
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(view.points.length);
    expect(table.querySelector('tfoot')).toHaveTextContent(`Total${view.totals.sessions.toLocaleString('en')}`);
    expect(screen.getByRole('table', { name: 'Users per language' })).toBeInTheDocument();
  });
});
