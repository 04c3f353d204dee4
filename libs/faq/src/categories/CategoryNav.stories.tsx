import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CategoryNav } from './CategoryNav';

const meta = {
  title: 'FAQ/CategoryNav',
  component: CategoryNav,
  parameters: { layout: 'padded' },
  args: {
    selected: 'all',
    total: 86,
    categories: [
      { category: 'account', count: 9 },
      { category: 'atm', count: 7 },
      { category: 'cards', count: 11 },
      { category: 'deposits', count: 8 },
      { category: 'ebanking', count: 10 },
      { category: 'loans', count: 11 },
      { category: 'payments', count: 9 },
      { category: 'tariffs', count: 5 },
      { category: 'tech-support', count: 6 },
      { category: 'terminology', count: 6 },
      { category: 'other', count: 4 },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {};
export const CardsSelected: Story = { args: { selected: 'cards' } };
