import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFaqFiltersInAddress } from './use-faq-filters-in-address';

function Filters() {
  const { filters, update } = useFaqFiltersInAddress();
  return (
    <>
      <button type="button" onClick={() => update({ unansweredOnly: !filters.unansweredOnly })}>
        unanswered {String(filters.unansweredOnly)}
      </button>
      <button type="button" onClick={() => update({ search: `${filters.search}x` })}>
        search {filters.search}
      </button>
    </>
  );
}

describe('the FAQ filters in the address', () => {
  it('keep a change made while an earlier one is still on its way to the address (its guard is running)', async () => {
    // Every navigation waits for its loader, as the console's guard makes it wait, until let go.
    const waiting: Array<() => void> = [];
    const router = createMemoryRouter([{ path: '/faq', element: <Filters />, loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))) }], {
      initialEntries: ['/faq?unanswered=1'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => waiting.shift()?.());
    expect(await screen.findByRole('button', { name: 'unanswered true' })).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'unanswered true' }).click());
    // The switch's navigation has not landed yet when the customer types into the search.
    act(() => screen.getByRole('button', { name: /^search/ }).click());
    await act(async () => {
      while (waiting.length > 0) waiting.shift()?.();
    });

    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('x');
    expect(screen.getByRole('button', { name: 'unanswered false' })).toBeInTheDocument();
  });
});
