import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@console/data-paths';
import { createTestBackend, renderWithProviders, uniqueDatabaseName } from '@console/testing';
import { ProfileAvatar } from './ProfileAvatar';
import defaultAvatar from './assets/default-avatar.svg';

const owner = { uid: 'u1', email: 'owner@bank.example', password: 'secret1', emailVerified: true };

describe('ProfileAvatar', () => {
  it('finds the photo again by its storage path after the page that saved it is gone', async () => {
    const databaseName = uniqueDatabaseName('avatar');
    const first = await createTestBackend({ databaseName, users: [owner] });
    await first.auth.signIn(owner.email, owner.password);
    const path = `${paths.accountFiles('staging', owner.uid)}/assistant/photo.png`;
    await first.files.upload(path, new Blob(['png'], { type: 'image/png' }), { contentType: 'image/png', allowedTypes: ['image/png'], maxBytes: 1_000 });

    const reloaded = await createTestBackend({ databaseName });
    await renderWithProviders(<ProfileAvatar url="blob:from-a-page-long-gone" path={path} />, { backend: reloaded });
    const image = screen.getByRole('presentation');
    await waitFor(() => expect(image.getAttribute('src')).not.toBe(defaultAvatar));
    expect(image.getAttribute('src')).not.toBe('blob:from-a-page-long-gone');
  });

  it('shows the default picture when the account has no photo', async () => {
    await renderWithProviders(<ProfileAvatar url="" path="" />, { backend: await createTestBackend() });
    expect(screen.getByRole('presentation')).toHaveAttribute('src', defaultAvatar);
  });
});
