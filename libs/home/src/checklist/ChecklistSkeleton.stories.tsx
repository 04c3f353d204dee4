import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChecklistSkeleton } from './ChecklistSkeleton';

const meta = {
  title: 'Home/ChecklistSkeleton',
  component: ChecklistSkeleton,
  decorators: [(Story) => <div style={{ width: 800 }}>{<Story />}</div>],
} satisfies Meta<typeof ChecklistSkeleton>;

export default meta;
export const Loading: StoryObj<typeof meta> = {};
