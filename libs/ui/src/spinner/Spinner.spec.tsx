import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@console/testing';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with the translated "Loading" text', async () => {
    await renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('speaks Macedonian and Albanian too', async () => {
    const { unmount } = await renderWithProviders(<Spinner />, { language: 'mk' });
    expect(screen.getByRole('status')).toHaveTextContent('Се вчитува…');
    unmount();
    await renderWithProviders(<Spinner />, { language: 'sq' });
    expect(screen.getByRole('status')).toHaveTextContent('Po ngarkohet…');
  });

  it('uses a custom label', async () => {
    await renderWithProviders(<Spinner label="Loading questions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions');
  });

  it('adds no status when decorative', async () => {
    await renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
