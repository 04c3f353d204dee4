import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendProvider } from '@console/backend/react';
import { paths } from '@console/data-paths';
import type { Backend } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import { liveQueryRegistry, useLiveQuery } from '@console/live-query';
import { signOut } from './sign-out';
import { useAuthUser } from './use-auth-user';
import { userQueryKey } from './user-query-key';

let databases = 0;
const newBackend = () => createLocalBackend({ databaseName: `session-${++databases}`, passwordHashIterations: 1_000 });

function Account({ backend, uid }: { backend: Backend; uid: string }) {
  const path = paths.account('staging', uid);
  const query = useLiveQuery({
    queryKey: userQueryKey({ uid, mode: 'staging' }, 'account'),
    subscribe: (next, fail) => backend.documents.watchDoc(path, (snapshot) => next(snapshot.data), fail),
  });
  return <p>{query.isError ? `error: ${query.error.message}` : query.data ? 'account loaded' : 'loading'}</p>;
}

function WhoAmI() {
  const user = useAuthUser();
  return <p data-testid="who">{user ? user.email : 'signed out'}</p>;
}

describe('session', () => {
  it('follows sign-in and sign-out', async () => {
    const backend = await newBackend();
    render(
      <BackendProvider backend={backend}>
        <WhoAmI />
      </BackendProvider>,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    await act(() => backend.auth.register('ana@bank.example', 'secret1'));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('ana@bank.example'));
    await act(() => backend.auth.signOut());
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'));
  });

  it('removes the cached queries of the user and stops their listeners before the session ends', async () => {
    const backend = await newBackend();
    const user = await backend.auth.register('ivan@bank.example', 'secret1');
    await backend.documents.setDoc(paths.account('staging', user.uid), { profile: { name: 'Ivan' } });
    const queryClient = new QueryClient();
    const registry = liveQueryRegistry(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <Account backend={backend} uid={user.uid} />
      </QueryClientProvider>,
    );
    await screen.findByText('account loaded');
    expect(registry.size).toBe(1);

    await act(() => signOut(backend.auth, queryClient));
    expect(registry.size).toBe(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['user'] })).toHaveLength(0);
    expect(backend.auth.currentUser()).toBeNull();
    // The listener was stopped before the session ended, so it never saw permission-denied.
    expect(screen.queryByText(/error:/)).not.toBeInTheDocument();
  });
});
