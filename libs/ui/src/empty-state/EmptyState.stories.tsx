import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: { title: 'No data available!' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithHintAndAction: Story = {
  args: { hint: 'Add the first one so that your assistant can describe it to customers.', action: <Button size="sm">Add card</Button> },
};
