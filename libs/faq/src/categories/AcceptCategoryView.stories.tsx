import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AcceptCategoryView } from './AcceptCategoryView';

const meta = {
  title: 'FAQ/AcceptCategoryView',
  component: AcceptCategoryView,
  parameters: { layout: 'padded' },
  args: { category: 'Cards', language: 'English', count: 7, running: false, progress: 0, error: null, accepted: null, onAccept: fn() },
} satisfies Meta<typeof AcceptCategoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
export const NothingToAccept: Story = { args: { count: 0 } };
export const Running: Story = { args: { running: true, progress: 40 } };
export const Done: Story = { args: { count: 0, accepted: 7 } };
export const Failed: Story = { args: { error: 'The connection was lost. Check your connection and try again.' } };
