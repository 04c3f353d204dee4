import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { NO_FILTERS, isFiltering } from '../filters/product-filters';
import { ProductKindTabs } from './ProductKindTabs';
import { ProductToolbar, type ProductToolbarProps } from './ProductToolbar';

function Stateful(props: ProductToolbarProps) {
  const [filters, setFilters] = useState(props.filters);
  return <ProductToolbar {...props} filters={filters} filtering={isFiltering(filters)} onChange={(change) => setFilters({ ...filters, ...change })} onClear={() => setFilters(NO_FILTERS)} />;
}

const meta = {
  title: 'Products/ProductToolbar',
  component: ProductToolbar,
  parameters: { layout: 'padded' },
  args: { kind: 'cards', filters: NO_FILTERS, filtering: false, onChange: fn(), onClear: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProductToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardFilters: Story = {};
export const LoanFilters: Story = { args: { kind: 'loans' } };
export const DepositFilters: Story = { args: { kind: 'deposits', filters: { ...NO_FILTERS, depositType: 'term' } } };
export const KindTabs: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/products/loans']}>
      <ProductKindTabs />
    </MemoryRouter>
  ),
};
