import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its name and value, and fills to the share of the maximum', () => {
    render(<ProgressBar label="Steps done" value={2} max={3} valueText="2 of 3 steps done" />);
    const bar = screen.getByRole('progressbar', { name: 'Steps done' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 3 steps done');
    expect(bar.firstElementChild).toHaveStyle({ width: `${(2 / 3) * 100}%` });
  });

  it('can be a meter, and never overflows', () => {
    render(<ProgressBar role="meter" label="Answered" value={140} />);
    expect(screen.getByRole('meter', { name: 'Answered' }).firstElementChild).toHaveStyle({ width: '100%' });
  });
});
