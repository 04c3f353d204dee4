import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@console/testing';
import { LearningProgress } from './LearningProgress';

describe('LearningProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('stays out of the way for a quick publish, and shows how far the learning got once it takes over a second', async () => {
    const { rerender } = await renderWithProviders(<p>Publishing</p>, { namespaces: ['embed'] });
    // Fake timers start once the texts are loaded (that needs real ones); the learning starts after.
    vi.useFakeTimers();
    rerender(<LearningProgress share={0.2} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    const bar = screen.getByRole('progressbar', { name: 'Your assistant is learning how your customers ask…' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(bar).toHaveAttribute('aria-valuetext', '20 % done');
  });
});
