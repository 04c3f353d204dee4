import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">★</span>
      <VisuallyHidden {...args}>Mark as top question</VisuallyHidden>
    </button>
  ),
};
