import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it("holds the screen's content and passes its attributes on", () => {
    render(
      <Page width="medium" aria-busy="true" data-testid="page">
        <h1>Leads</h1>
      </Page>,
    );
    expect(screen.getByTestId('page')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('page')).toContainElement(screen.getByRole('heading', { name: 'Leads' }));
  });
});
