import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@console/testing';
import { ForgotPasswordLayout } from './ForgotPasswordLayout';
import { resetStepIndex } from './reset-steps';

async function renderAt(path: string) {
  await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ForgotPasswordLayout>
        <h1>Page</h1>
      </ForgotPasswordLayout>
    </MemoryRouter>,
  );
}

describe('ForgotPasswordLayout', () => {
  it.each([
    ['/forgot-password', 'Forgot password', 1],
    ['/check-your-email', 'Check your e-mail', 2],
    ['/set-new-password', 'Set a new password', 3],
    ['/password-reset-successfully', 'Done', 4],
  ])('marks the step of %s as the current one', async (path, step, number) => {
    await renderAt(path);
    const steps = screen.getByRole('navigation', { name: 'Password reset steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const current = within(steps).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(step);
    expect(steps).toHaveTextContent(`Step ${number} of 4`);
    expect(screen.getByRole('complementary', { name: 'About Tellr' })).toBeInTheDocument();
  });

  it('treats any other path as the first step', () => {
    expect(resetStepIndex('/elsewhere')).toBe(0);
    expect(resetStepIndex('/set-new-password/')).toBe(2);
  });
});
