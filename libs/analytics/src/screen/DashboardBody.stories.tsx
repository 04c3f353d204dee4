import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dashboardView, summariseUnanswered } from '@console/analytics-data';
import { DEFAULT_TIME_ZONE, dayIn, type DayCounters, type MonthCounters, type UnansweredQuestion } from '@console/assistant-contract';
import { demoAnalyticsHistory } from '@console/demo-data';
import { withDataRouter } from '@console/testing';
import { DashboardBody } from './DashboardBody';

// The figures a full dashboard shows, computed from the demo history without a backend.
const now = Date.now();
const history = demoAnalyticsHistory('staging', 'demo', DEFAULT_TIME_ZONE, now);
const of = <T,>(folder: string) => history.filter(({ path }) => path.includes(`/${folder}/`)).map(({ data }) => data as T);
const view = dashboardView('90d', 'week', dayIn(DEFAULT_TIME_ZONE, now), { days: of<DayCounters>('days'), months: of<MonthCounters>('months') });
const questions = summariseUnanswered(of<UnansweredQuestion>('unanswered'));

/** The dashboard below its controls in each state, in the language chosen in the toolbar. */
const meta = {
  title: 'Analytics/DashboardBody',
  component: DashboardBody,
  decorators: [withDataRouter('/dashboard')],
  parameters: { layout: 'padded' },
  args: { status: 'success', view, questions, unansweredCapped: false, metric: 'users', onSelectMetric: fn(), asTable: false, currency: 'MKD' },
} satisfies Meta<typeof DashboardBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const FullAsTables: Story = { args: { asTable: true } };
export const FullInEnglish: Story = { globals: { locale: 'en' } };
export const FullInAlbanian: Story = { globals: { locale: 'sq' } };
export const Loading: Story = { args: { status: 'pending', view: null, questions: null } };
export const Empty: Story = { args: { status: 'empty', view: null, questions: null } };
export const EmptyInEnglish: Story = { args: { status: 'empty', view: null, questions: null }, globals: { locale: 'en' } };
export const EmptyInAlbanian: Story = { args: { status: 'empty', view: null, questions: null }, globals: { locale: 'sq' } };
export const LoadFailed: Story = { args: { status: 'error', view: null, questions: null } };
