import { screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useBackend } from '@console/backend/react';
import { createTestBackend, renderWithProviders, uniqueDatabaseName, wrapDocuments } from './index';

const ANA = { uid: 'ana', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };

function Probe() {
  const { t } = useTranslation();
  const backend = useBackend();
  const queryClient = useQueryClient();
  return (
    <p>
      {t('productName')} {backend.kind} {queryClient.getDefaultOptions().queries?.retry === false ? 'no retries' : 'retries'}
    </p>
  );
}

describe('test support', () => {
  it('gives every backend its own database, seeded with the given users', async () => {
    expect(uniqueDatabaseName()).not.toBe(uniqueDatabaseName());
    const first = await createTestBackend({ users: [ANA] });
    const second = await createTestBackend();
    await first.auth.signIn(ANA.email, ANA.password);
    expect(first.auth.currentUser()?.uid).toBe('ana');
    await expect(second.auth.signIn(ANA.email, ANA.password)).rejects.toMatchObject({ code: 'auth/invalid-credential' });
  });

  it('renders inside the texts, the backend and a query client without retries, and keeps them on rerender', async () => {
    const backend = await createTestBackend();
    const { rerender } = await renderWithProviders(<Probe />, { backend, language: 'en' });
    expect(screen.getByText('Tellr local no retries')).toBeInTheDocument();
    rerender(<Probe />);
    expect(screen.getByText('Tellr local no retries')).toBeInTheDocument();
  });

  it('renders at a route of a memory router, with the other routes to go to', async () => {
    const { router, user } = await renderWithProviders(<Link to="/next">Next</Link>, {
      route: { path: '/start', initialEntry: '/start?from=test', others: [{ path: '/next', element: <h1>Next page</h1> }] },
    });
    expect(router.state.location.search).toBe('?from=test');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });

  it('wraps the real document store: replaced methods run instead, the rest reaches the database', async () => {
    const backend = await createTestBackend({ users: [ANA] });
    await backend.auth.signIn(ANA.email, ANA.password);
    const path = 'mode/staging/accounts/ana';
    const writes: string[] = [];
    const documents = wrapDocuments(backend.documents, {
      setDoc: (written, data, options) => (writes.push(written), backend.documents.setDoc(written, data, options)),
    });
    await documents.setDoc(path, { profile: { name: 'Ana' } });
    expect(writes).toEqual([path]);
    expect((await documents.getDoc(path)).data).toEqual({ profile: { name: 'Ana' } });
  });
});
