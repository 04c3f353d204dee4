import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'padded' },
  args: { label: 'Uploading', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const StepsAsMeter: Story = { args: { role: 'meter', label: 'Steps done', value: 2, max: 3, valueText: '2 of 3 steps done', tone: 'success' } };
