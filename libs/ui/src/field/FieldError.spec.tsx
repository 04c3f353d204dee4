import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it('shows its text with the given id', () => {
    render(<FieldError id="email-error">Invalid email</FieldError>);
    expect(screen.getByText('Invalid email').closest('p')).toHaveAttribute('id', 'email-error');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="email-error" />);
    expect(container).toBeEmptyDOMElement();
  });
});
