import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@console/testing';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the given size', async () => {
    const { container } = await renderWithProviders(<Skeleton width={150} height={15} />);
    const shape = container.querySelector('[aria-hidden="true"]');
    expect(shape).toHaveStyle({ width: '150px', height: '15px' });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('can tell screen readers that something is loading', async () => {
    await renderWithProviders(<Skeleton width={150} height={15} announce />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('announces a custom text', async () => {
    await renderWithProviders(<Skeleton announce label="Loading your name" />);
    expect(screen.getByText('Loading your name')).toBeInTheDocument();
  });
});
