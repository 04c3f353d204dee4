import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with the translated "Loading" text', async () => {
    await renderWithI18n(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('speaks Macedonian and Albanian too', async () => {
    const { unmount } = await renderWithI18n(<Spinner />, 'mk');
    expect(screen.getByRole('status')).toHaveTextContent('Се вчитува…');
    unmount();
    await renderWithI18n(<Spinner />, 'sq');
    expect(screen.getByRole('status')).toHaveTextContent('Duke u ngarkuar…');
  });

  it('uses a custom label', async () => {
    await renderWithI18n(<Spinner label="Loading questions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions');
  });

  it('adds no status when decorative', async () => {
    await renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
