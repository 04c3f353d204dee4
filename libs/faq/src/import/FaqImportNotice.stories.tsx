import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BackendError } from '@console/backend';
import { FaqImportNotice } from './FaqImportNotice';

const meta = {
  title: 'FAQ/FaqImportNotice',
  component: FaqImportNotice,
  parameters: { layout: 'padded' },
  args: { phase: 'running', done: 120, total: 276, error: null, onRetry: fn() },
} satisfies Meta<typeof FaqImportNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Starting: Story = { args: { done: 0, total: 0 } };
export const Failed: Story = { args: { phase: 'failed', error: new BackendError('unavailable') } };
