import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FaqEmptyState } from './FaqEmptyState';

const meta = {
  title: 'FAQ/FaqEmptyState',
  component: FaqEmptyState,
  parameters: { layout: 'padded' },
  args: { filtering: false, onClearFilters: fn() },
} satisfies Meta<typeof FaqEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingExists: Story = {};
export const NothingMatches: Story = { args: { filtering: true } };
