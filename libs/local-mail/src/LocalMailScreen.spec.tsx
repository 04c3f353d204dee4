import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestBackend, renderWithProviders } from '@console/testing';
import { LocalMailScreen } from './LocalMailScreen';

function backendWithAccounts(): Promise<Backend> {
  return createTestBackend({
    actionUrl: 'http://localhost:4200/',
    users: [
      { uid: 'ana', email: 'ana@bank.example', password: 'secret-1', emailVerified: true },
      { uid: 'ilir', email: 'ilir@bank.example', password: 'secret-2', emailVerified: true },
    ],
  });
}

async function renderMailbox(backend: Backend, language: LanguageCode = 'en') {
  await renderWithProviders(
    <MemoryRouter>
      <LocalMailScreen />
    </MemoryRouter>,
    { backend, language },
  );
}

async function sendReset(backend: Backend, email: string, language: LanguageCode) {
  backend.auth.setLanguage(language);
  await backend.auth.sendPasswordResetEmail(email);
}

describe('LocalMailScreen', () => {
  it('says that the mailbox is local only, and that it is empty', async () => {
    await renderMailbox(await backendWithAccounts());
    expect(screen.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeInTheDocument();
    expect(screen.getByText(/no e-mail leaves the browser/)).toBeInTheDocument();
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
    expect(screen.getByText('0 e-mails, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists the e-mails newest first, each written in its own language with its real link', async () => {
    const backend = await backendWithAccounts();
    await sendReset(backend, 'ana@bank.example', 'mk');
    await backend.auth.signIn('ilir@bank.example', 'secret-2');
    backend.auth.setLanguage('sq');
    await backend.auth.sendEmailVerification();
    await renderMailbox(backend);

    await screen.findByRole('article', { name: 'Verifikoni adresën tuaj të email-it për Tellr' });
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    const [verification, reset] = articles as [HTMLElement, HTMLElement];

    expect(verification).toHaveAttribute('lang', 'sq');
    expect(verification).toHaveAccessibleName('Verifikoni adresën tuaj të email-it për Tellr');
    expect(within(verification).getByText(/për të përfunduar krijimin e profilit/)).toHaveTextContent('ilir@bank.example');
    const verifyLink = within(verification).getByRole('link', { name: 'Open verification link' });
    expect(verifyLink.getAttribute('href')).toMatch(/^http:\/\/localhost:4200\/\?mode=verifyEmail&oobCode=[^&]+&lang=sq$/);

    expect(reset).toHaveAttribute('lang', 'mk');
    expect(reset).toHaveAccessibleName('Ресетирајте ја лозинката за Tellr');
    expect(within(reset).getByText('ana@bank.example')).toBeInTheDocument();
    const resetLink = within(reset).getByRole('link', { name: 'Open password reset link' });
    expect(resetLink.getAttribute('href')).toMatch(/^http:\/\/localhost:4200\/\?mode=resetPassword&oobCode=[^&]+&lang=mk$/);
    expect(resetLink.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('shows when each e-mail was sent, in the interface language', async () => {
    const backend = await backendWithAccounts();
    await sendReset(backend, 'ana@bank.example', 'en');
    await renderMailbox(backend, 'mk');

    const article = await screen.findByRole('article', { name: 'Reset your Tellr password' });
    const time = article.querySelector('time');
    const sentAt = new Date(time?.getAttribute('dateTime') ?? '');
    expect(Math.abs(sentAt.getTime() - Date.now())).toBeLessThan(60_000);
    // Written the Macedonian way (day.month.year hours:minutes), not in Chromium's English fallback.
    expect(time?.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(within(article).getByText('Испратено')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Отвори ја врската за ресетирање на лозинката' })).toBeInTheDocument();
    expect(article).toHaveAccessibleName('Reset your Tellr password');
  });

  it('shows a new e-mail at the top as soon as it is sent, and announces the new count', async () => {
    const backend = await backendWithAccounts();
    await sendReset(backend, 'ana@bank.example', 'en');
    await renderMailbox(backend);
    expect(await screen.findAllByRole('article')).toHaveLength(1);

    await act(() => sendReset(backend, 'ilir@bank.example', 'en'));
    const count = await screen.findByText('2 e-mails, newest first');
    expect(count).toHaveAttribute('aria-live', 'polite');
    const [newest] = screen.getAllByRole('article');
    expect(within(newest as HTMLElement).getByText('ilir@bank.example')).toBeInTheDocument();
  });

  it('has nothing to show when the backend has no outbox (a Firebase build)', async () => {
    const backend = await backendWithAccounts();
    await renderMailbox({ ...backend, outbox: undefined });
    expect(screen.getByText('The local mailbox is available only when the console runs on the local backend.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
