import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Callout } from './Callout';

describe('Callout', () => {
  it('renders the element and role the caller chooses, keeping its own class', () => {
    render(
      <Callout tone="danger" as="p" role="alert" className="layout">
        Something went wrong
      </Callout>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveClass('layout');
  });

  it('is a plain block without a role by default', () => {
    render(<Callout tone="info">Only in the local demo</Callout>);
    expect(screen.getByText('Only in the local demo').tagName).toBe('DIV');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
