import type { AnalyticsParams } from '../ports/analytics-port';
import type { AuthPort, AuthUser } from '../ports/auth-port';
import type { Backend, BackendKind } from '../ports/backend';
import type { Unsubscribe } from '../ports/common';
import { toBackendError, withBackendErrors } from '../ports/errors';
import { MAX_QUEUED_EVENTS } from '../firebase/queued-analytics';
import type { OutboxMessage } from '../ports/outbox-port';
import { createLazyDocumentStore } from './lazy-document-store';
import { loadOnce } from './load-once';
import { mayHoldSession, rememberSession } from './session-hint';

export interface DeferredBackend extends Backend {
  /** Loads the adapter (once) and resolves with it; every port call that needs it loads it by itself. */
  load(): Promise<Backend>;
  /**
   * True while the page takes "nobody is signed in" as the answer without having loaded the adapter:
   * a public page, in a browser that holds no session. It stays so until something loads the adapter.
   */
  assumesSignedOut(): boolean;
}

export interface DeferredBackendOptions {
  kind: BackendKind;
  mode: string;
  /**
   * A public page (sign-in, registration, password reset), which a signed-out visitor can use without
   * the adapter: if this browser holds no session either, the adapter loads only when it is needed.
   */
  publicPage: boolean;
}

/**
 * A Backend whose adapter (the local database, or Firebase Auth) is loaded on first need rather than
 * before the first render, so that a public page's visitor downloads it only once they use the page.
 * The ports behave as the adapter's: listeners return their Unsubscribe at once and start when it has
 * loaded, analytics events wait for it in order, and the auth state is the adapter's as soon as it is
 * there. Until then, on a public page of a browser holding no session, the auth state is "signed out".
 */
export function deferBackend(loadAdapter: () => Promise<Backend>, { kind, mode, publicPage }: DeferredBackendOptions): DeferredBackend {
  let adapter: Backend | null = null;
  let requested = false;
  const startSignedOut = publicPage && !mayHoldSession();
  const onLoad = new Set<(loaded: Backend) => void>();
  let language: Parameters<AuthPort['setLanguage']>[0] | null = null;
  let consent: boolean | null = null;
  const events: Array<{ name: string; params: AnalyticsParams | undefined }> = [];

  const loadMemo = loadOnce(async () => {
    const loaded = await loadAdapter();
    loaded.auth.onAuthStateChanged((user) => rememberSession(user !== null));
    if (language) loaded.auth.setLanguage(language);
    if (consent !== null) loaded.analytics.setConsent(consent);
    for (const event of events.splice(0)) loaded.analytics.logEvent(event.name, event.params);
    adapter = loaded;
    for (const run of [...onLoad]) run(loaded);
    onLoad.clear();
    return loaded;
  });
  const load = () => {
    requested = true;
    return loadMemo();
  };
  const assumesSignedOut = () => startSignedOut && !requested;
  const withAdapter = <T>(run: (loaded: Backend) => Promise<T>): Promise<T> => withBackendErrors(async () => run(await load()));

  /** A listener on the adapter, started once it has loaded (`startLoading`: and loading it now). */
  const listen = (start: (loaded: Backend) => Unsubscribe, startLoading: boolean, onLoadFailed?: (error: Error) => void): Unsubscribe => {
    if (adapter) return start(adapter);
    let stop: Unsubscribe | null = null;
    const attach = (loaded: Backend) => {
      stop = start(loaded);
    };
    onLoad.add(attach);
    if (startLoading) load().catch((error: unknown) => onLoadFailed?.(toBackendError(error)));
    return () => {
      onLoad.delete(attach);
      stop?.();
    };
  };

  const auth: AuthPort = {
    onAuthStateChanged(listener) {
      if (adapter || !assumesSignedOut()) return listen((loaded) => loaded.auth.onAuthStateChanged(listener), true);
      // Signed out until the adapter says otherwise; like the adapters, the first call comes after the Unsubscribe.
      let heard = false;
      const hear = (user: AuthUser | null) => {
        heard = true;
        listener(user);
      };
      const stop = listen((loaded) => loaded.auth.onAuthStateChanged(hear), false);
      queueMicrotask(() => {
        if (!heard && !adapter) listener(null);
      });
      return stop;
    },
    authStateReady: () => (assumesSignedOut() ? Promise.resolve(null) : withAdapter((loaded) => loaded.auth.authStateReady())),
    currentUser: () => adapter?.auth.currentUser() ?? null,
    setLanguage(next) {
      if (adapter) adapter.auth.setLanguage(next);
      else language = next;
    },
    reload: () => withAdapter((loaded) => loaded.auth.reload()),
    register: (email, password) => withAdapter((loaded) => loaded.auth.register(email, password)),
    signIn: (email, password) => withAdapter((loaded) => loaded.auth.signIn(email, password)),
    signOut: () => withAdapter((loaded) => loaded.auth.signOut()),
    sessionStartedAt: () => withAdapter((loaded) => loaded.auth.sessionStartedAt()),
    sendEmailVerification: () => withAdapter((loaded) => loaded.auth.sendEmailVerification()),
    checkActionCode: (code) => withAdapter((loaded) => loaded.auth.checkActionCode(code)),
    applyActionCode: (code) => withAdapter((loaded) => loaded.auth.applyActionCode(code)),
    sendPasswordResetEmail: (email) => withAdapter((loaded) => loaded.auth.sendPasswordResetEmail(email)),
    verifyPasswordResetCode: (code) => withAdapter((loaded) => loaded.auth.verifyPasswordResetCode(code)),
    confirmPasswordReset: (code, password) => withAdapter((loaded) => loaded.auth.confirmPasswordReset(code, password)),
  };

  return {
    kind,
    mode,
    auth,
    documents: createLazyDocumentStore(() => load().then((loaded) => loaded.documents)),
    files: {
      upload: (path, file, options) => withAdapter((loaded) => loaded.files.upload(path, file, options)),
      getDownloadUrl: (path) => withAdapter((loaded) => loaded.files.getDownloadUrl(path)),
      delete: (path) => withAdapter((loaded) => loaded.files.delete(path)),
    },
    // A page's visit is logged before anyone needs the adapter: events wait for it rather than load it.
    analytics: {
      logEvent(name, params) {
        if (adapter) adapter.analytics.logEvent(name, params);
        else if (events.length < MAX_QUEUED_EVENTS) events.push({ name, params });
      },
      setConsent(granted) {
        if (adapter) adapter.analytics.setConsent(granted);
        else consent = granted;
      },
    },
    ...(kind === 'local'
      ? {
          outbox: {
            watch: (onNext: (messages: OutboxMessage[]) => void, onError: (error: Error) => void) =>
              listen((loaded) => loaded.outbox?.watch(onNext, onError) ?? (() => undefined), true, onError),
          },
        }
      : {}),
    load,
    assumesSignedOut,
  };
}
