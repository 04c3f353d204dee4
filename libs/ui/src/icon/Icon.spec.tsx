import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is decorative: hidden from assistive technology and never focusable', () => {
    const { container } = render(
      <button type="button">
        <Icon name="trash" />
        Delete
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
});
