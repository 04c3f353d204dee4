import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqListSkeleton } from './FaqListSkeleton';

const meta = {
  title: 'FAQ/FaqListSkeleton',
  component: FaqListSkeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FaqListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const FewRows: Story = { args: { rows: 3 } };
