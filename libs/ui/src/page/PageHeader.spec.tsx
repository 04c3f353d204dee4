import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../empty-state/EmptyState';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('gives the page its one h1, a description and an action', () => {
    render(<PageHeader title="Cards" description="Your products." actions={<button type="button">Add card</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).not.toHaveAttribute('tabindex');
    expect(screen.getByText('Your products.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeInTheDocument();
  });

  it('makes the heading focusable by script when the page moves focus to it', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageHeader title="Loans" titleRef={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Loans' })).toHaveFocus();
  });
});

describe('EmptyState', () => {
  it('says there is nothing and offers the way out', () => {
    render(<EmptyState title="No data available!" hint="Clear the filters to see every question." action={<button type="button">Clear filters</button>} />);
    expect(screen.getByText('No data available!')).toBeInTheDocument();
    expect(screen.getByText('Clear the filters to see every question.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
