import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyDeposits, storyLoans, storyProducts } from '../testing/story-products';
import { ProductEmptyState } from './ProductEmptyState';
import { ProductList } from './ProductList';
import { ProductListSkeleton } from './ProductListSkeleton';

const meta = {
  title: 'Products/ProductList',
  component: ProductList,
  parameters: { layout: 'padded' },
  args: { products: storyProducts, label: 'Cards', onEdit: fn(), onDelete: fn(), onToggleHidden: fn() },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Loans: Story = { args: { products: storyLoans, label: 'Loans' } };
export const Deposits: Story = { args: { products: storyDeposits, label: 'Deposits' } };
export const Loading: Story = { render: () => <ProductListSkeleton /> };
export const Empty: Story = { render: () => <ProductEmptyState kind="cards" filtering={false} onClearFilters={fn()} addLabel="Add card" onAdd={fn()} /> };
export const EmptyBecauseOfFilters: Story = { render: () => <ProductEmptyState kind="cards" filtering onClearFilters={fn()} addLabel="Add card" onAdd={fn()} /> };
