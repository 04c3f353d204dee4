import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChecklistProgress } from './ChecklistProgress';

const meta = {
  title: 'Home/ChecklistProgress',
  component: ChecklistProgress,
  args: { done: 1, total: 3 },
  decorators: [(Story) => <div style={{ width: 320 }}>{<Story />}</div>],
} satisfies Meta<typeof ChecklistProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneDone: Story = { args: { done: 0 } };
export const OneDone: Story = {};
export const AllDone: Story = { args: { done: 3 } };
