import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAccount } from '@console/account-data';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, dayIn, type DayCounters, type MonthCounters, type UnansweredQuestion } from '@console/assistant-contract';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import type { CollectionQuery, DocumentStore } from '@console/backend';
import { liveQueryOptions } from '@console/live-query';
import { usePublicationState } from '@console/publishing-data/state';
import { useAuthUser } from '@console/session';
import { analyticsQueryKeys } from './analytics-query-keys';
import { dashboardView, documentsNeeded } from './dashboard-view';
import { MAX_UNANSWERED_READ } from './read-cost';
import { periodRange, type Grouping, type Period } from './periods';
import { summariseUnanswered } from './unanswered-summary';

/** User Timing mark set when a view's documents have arrived and its figures are computed from them. */
export const DASHBOARD_DATA_MARK = 'dashboard:data';


const between = (field: string, first: string, last: string): CollectionQuery => ({
  where: [
    { field, op: '>=', value: first },
    { field, op: '<=', value: last },
  ],
});

function watch<T>(documents: DocumentStore, path: string, query: CollectionQuery | undefined) {
  return (onNext: (value: T[]) => void, onError: (error: Error) => void) => documents.watchCollection<T>(path, query, (stored) => onNext(stored.map(({ data }) => data)), onError);
}

/** The same, each document's data with its id. */
function watchWithIds<T>(documents: DocumentStore, path: string, query: CollectionQuery | undefined) {
  return (onNext: (value: Array<T & { id: string }>) => void, onError: (error: Error) => void) =>
    documents.watchCollection<T>(path, query, (stored) => onNext(stored.map(({ id, data }) => ({ ...data, id }))), onError);
}

/**
 * The signed-in bank's dashboard for a period and grouping: live (a chat in the widget shows in
 * today's numbers at once), computed in the bank's time zone, keeping the last view on screen while
 * the next period's documents arrive.
 */
export function useDashboard(period: Period, grouping: Grouping) {
  const { documents, mode } = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? '';
  const publication = usePublicationState();
  const assistantId = publication.data?.assistantId ?? null;
  // The bank's calendar and currency (its settings); the published assistant counts in the same zone.
  const account = useAccount();
  const timeZone = account.data?.bank.timeZone ?? DEFAULT_TIME_ZONE;
  const currency = account.data?.bank.currency ?? DEFAULT_CURRENCY;
  const today = dayIn(timeZone, useMinuteClock());
  const needed = documentsNeeded(period, grouping, today);
  const id = assistantId ?? '';
  const ready = uid !== '' && assistantId !== null && account.data !== undefined;

  const live = <T>(key: readonly unknown[], enabled: boolean, subscribe: ReturnType<typeof watch<T>>) =>
    liveQueryOptions(queryClient, { queryKey: analyticsQueryKeys.read({ uid, mode }, id, key), enabled: ready && enabled, subscribe, keepPrevious: true });

  const days = useQuery(
    live<DayCounters>(['days', needed.days], needed.days !== null, watch(documents, paths.analyticsDays(mode, id), needed.days ? between('day', needed.days.first, needed.days.last) : undefined)),
  );
  const monthsQuery = needed.months === 'all' || needed.months === null ? undefined : between('month', needed.months.first, needed.months.last);
  const months = useQuery(live<MonthCounters>(['months', needed.months], needed.months !== null, watch(documents, paths.analyticsMonths(mode, id), monthsQuery)));
  // The whole period's questions: the newest ones, whenever they were asked.
  const current = period === 'all' ? { first: '0000-01-01', last: today } : periodRange(period, today).current;
  const unanswered = useQuery(
    live<UnansweredQuestion & { id: string }>(
      ['unanswered', current],
      true,
      watchWithIds<UnansweredQuestion>(documents, paths.unansweredQuestions(mode, id), { ...between('day', current.first, current.last), orderBy: [{ field: 'day', direction: 'desc' }], limit: MAX_UNANSWERED_READ }),
    ),
  );
  // Whether anything was ever counted: one document at most.
  const anyCounted = useQuery(live<MonthCounters>(['any'], true, watch(documents, paths.analyticsMonths(mode, id), { limit: 1 })));

  const noDays = needed.days === null;
  const noMonths = needed.months === null;
  const view = useMemo(() => {
    // The moment the documents are at hand: the dashboard's drawing time is measured from here.
    performance.mark(DASHBOARD_DATA_MARK);
    const source = { days: noDays ? [] : days.data, months: noMonths ? [] : months.data };
    return source.days && source.months ? dashboardView(period, grouping, today, { days: source.days, months: source.months }) : null;
  }, [noDays, noMonths, days.data, months.data, period, grouping, today]);
  const questions = useMemo(() => (unanswered.data ? summariseUnanswered(unanswered.data) : null), [unanswered.data]);

  const failed = publication.isError || account.isError || days.isError || months.isError || unanswered.isError || anyCounted.isError;
  const status = failed ? 'error' : !publication.data ? 'pending' : assistantId === null || anyCounted.data?.length === 0 ? 'empty' : view && questions ? 'success' : 'pending';
  return { status, view, questions, currency, timeZone, today, published: assistantId !== null, unansweredCapped: (unanswered.data?.length ?? 0) >= MAX_UNANSWERED_READ } as const;
}

/** The time, to the minute: today moves on at midnight while the screen stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
