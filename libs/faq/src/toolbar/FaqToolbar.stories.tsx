import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FaqToolbar } from './FaqToolbar';

const meta = {
  title: 'FAQ/FaqToolbar',
  component: FaqToolbar,
  parameters: { layout: 'padded' },
  args: {
    search: '',
    onSearchChange: fn(),
    topOnly: false,
    onTopOnlyChange: fn(),
    unansweredOnly: false,
    onUnansweredOnlyChange: fn(),
    showHidden: false,
    onShowHiddenChange: fn(),
  },
} satisfies Meta<typeof FaqToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filtering: Story = { args: { search: 'card limit', topOnly: true, unansweredOnly: true, showHidden: true } };
