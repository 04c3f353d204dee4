import type { InitialEntry } from 'react-router-dom';
import type { Backend, OutboxMessage } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestBackend, renderWithProviders, uniqueDatabaseName } from '@console/testing';
import { CheckYourEmailScreen } from '../CheckYourEmailScreen';
import { ForgotPasswordScreen } from '../ForgotPasswordScreen';
import { PasswordResetSuccessScreen } from '../PasswordResetSuccessScreen';
import { SetNewPasswordScreen } from '../SetNewPasswordScreen';
import { ROUTES } from '@console/routes';

export const ACCOUNT = { email: 'ana@bank.example', password: 'first-secret' };

/** The IndexedDB name of the last backend made, for tests that take the database away. */
export let lastDatabaseName = '';

/** A fresh local backend with one verified, signed-out account; `now` lets a test move its clock. */
export async function backendWithAccount(now?: () => number): Promise<Backend> {
  lastDatabaseName = uniqueDatabaseName('password-reset');
  return createTestBackend({ databaseName: lastDatabaseName, ...(now ? { now } : {}), users: [{ uid: 'ana', ...ACCOUNT, emailVerified: true }] });
}

/**
 * Breaks the page's storage from outside, as a newer release in another tab could: the database is
 * upgraded past this page's version without the tables the page needs, so its next read fails.
 */
export function breakDatabaseElsewhere(name: string = lastDatabaseName): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1_000_000);
    request.onupgradeneeded = () => {
      for (const store of Array.from(request.result.objectStoreNames)) request.result.deleteObjectStore(store);
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

/** The outbox as it is now (newest first). */
export function outboxMessages(backend: Backend): Promise<OutboxMessage[]> {
  const outbox = backend.outbox;
  if (!outbox) throw new Error('The local backend has an outbox');
  return new Promise((resolve, reject) => {
    const stop = outbox.watch(
      (messages) => {
        queueMicrotask(() => stop());
        resolve(messages);
      },
      reject,
    );
  });
}

/** The code of the newest reset e-mail to `email`, read from its link as a person would click it. */
export async function latestResetCode(backend: Backend, email: string = ACCOUNT.email): Promise<string> {
  const message = (await outboxMessages(backend)).find((m) => m.kind === 'resetPassword' && m.to === email);
  const code = message ? new URL(message.link).searchParams.get('oobCode') : null;
  if (!code) throw new Error(`No reset e-mail to ${email}`);
  return code;
}

/** Sends a reset e-mail to the account through the backend and returns its code. */
export async function sendResetCode(backend: Backend, email: string = ACCOUNT.email): Promise<string> {
  await backend.auth.sendPasswordResetEmail(email);
  return latestResetCode(backend, email);
}

export interface RenderResetOptions {
  backend?: Backend;
  language?: LanguageCode;
}

/** The four reset screens on their routes (and a stand-in login page), starting at `entry`. */
export async function renderResetJourney(entry: InitialEntry, { backend, language = 'en' }: RenderResetOptions = {}) {
  const usedBackend = backend ?? (await backendWithAccount());
  const view = await renderWithProviders(<ForgotPasswordScreen />, {
    backend: usedBackend,
    language,
    route: {
      path: ROUTES.forgotPassword,
      initialEntry: entry,
      others: [
        { path: ROUTES.checkYourEmail, element: <CheckYourEmailScreen /> },
        { path: ROUTES.setNewPassword, element: <SetNewPasswordScreen /> },
        { path: ROUTES.passwordResetSuccessfully, element: <PasswordResetSuccessScreen /> },
        { path: ROUTES.login, element: <h1>Login page</h1> },
      ],
    },
  });
  return { ...view, backend: usedBackend };
}
