import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnsweredSummary } from './AnsweredSummary';

const meta = {
  title: 'FAQ/AnsweredSummary',
  component: AnsweredSummary,
  args: { answered: 10, total: 86 },
} satisfies Meta<typeof AnsweredSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeAnswered: Story = {};
export const NoneAnswered: Story = { args: { answered: 0 } };
export const AllAnswered: Story = { args: { answered: 86 } };
