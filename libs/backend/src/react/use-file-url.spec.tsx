// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../local/index';
import { paths } from '@console/data-paths';
import type { Backend } from '../ports/backend';
import type { StoredFileRef } from '../ports/file-port';
import { BackendProvider } from './backend-context';
import { useFileUrl } from './use-file-url';

function Photo({ file }: { file: StoredFileRef | null }) {
  const url = useFileUrl(file);
  return <p data-testid="url">{url ?? 'none'}</p>;
}

async function signedInBackend(name: string): Promise<{ backend: Backend; uid: string }> {
  const backend = await createLocalBackend({ databaseName: name, passwordHashIterations: 1_000, seed: async () => ({ users: [{ uid: 'u1', email: 'u1@bank.example', password: 'secret1', emailVerified: true }], documents: [] }) });
  const user = await backend.auth.signIn('u1@bank.example', 'secret1');
  return { backend, uid: user.uid };
}

describe('useFileUrl', () => {
  it('finds a stored file again by its path after the page that uploaded it is gone', async () => {
    const first = await signedInBackend('file-url-1');
    const path = `${paths.accountFiles('staging', first.uid)}/assistant/photo.png`;
    const stored = await first.backend.files.upload(path, new Blob(['png'], { type: 'image/png' }), { contentType: 'image/png', allowedTypes: ['image/png'], maxBytes: 1_000 });

    // Another page (a reload): the saved object URL means nothing there.
    const reloaded = await signedInBackend('file-url-1');
    render(
      <BackendProvider backend={reloaded.backend}>
        <Photo file={{ path, url: 'blob:from-an-old-page' }} />
      </BackendProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('url').textContent).not.toBe('none'));
    expect(screen.getByTestId('url').textContent).not.toBe('blob:from-an-old-page');
    expect(stored.path).toBe(path);
  });

  it('has no URL for no file', async () => {
    const { backend } = await signedInBackend('file-url-2');
    render(
      <BackendProvider backend={backend}>
        <Photo file={null} />
      </BackendProvider>,
    );
    expect(screen.getByTestId('url')).toHaveTextContent('none');
  });
});
