import { PRODUCT_DATABASE_NAME, assertLocalOrigin, buildEnvironmentMode, configuredBackendKind, deferBackend, loadBackend, type Backend, type DeferredBackend } from '@console/backend';

const loadAdapter = () =>
  import.meta.env.VITE_BACKEND === 'firebase'
    ? loadBackend()
    : loadBackend({
        databaseName: PRODUCT_DATABASE_NAME,
        seed: (mode) => import('@console/publishing-data/demo').then((publishing) => publishing.loadPublishedDemoSeed(mode)),
      });

/**
 * The backend of this build, its adapter loaded on first need. On a public page of a browser holding no
 * session that is when the visitor starts using the page (`warmUpOnFirstUse`), so that the first visit
 * downloads only the page; anywhere else, at once. In local mode the database is seeded with the demo
 * catalogue and account, its assistant already published, when first needed (the first sign-in or data
 * read, never the first paint); the demo data is a lazy chunk that later starts never load.
 */
export function startBackend(publicPage: boolean): DeferredBackend {
  // A local build served from a site is refused at once, not when the visitor first signs in.
  if (configuredBackendKind === 'local') assertLocalOrigin();
  return deferBackend(loadAdapter, { kind: configuredBackendKind, mode: buildEnvironmentMode(), publicPage });
}

/**
 * Loads the adapter when the visitor first touches, clicks, types or moves focus (signing in takes
 * longer than the load), or at once when they did so on the page drawn at build time before the app ran;
 * in local mode the demo data is then seeded while they fill in the form, not after they send it.
 * `then` runs once the adapter has loaded.
 */
export function warmUpOnFirstUse(backend: DeferredBackend, container: HTMLElement, then: (loaded: Backend) => void): void {
  const kinds = ['pointerdown', 'keydown', 'focusin'] as const;
  const warmUp = () => {
    for (const kind of kinds) removeEventListener(kind, warmUp, true);
    backend.load().then((loaded) => {
      // A failed seeding is tried again, and reported, by the sign-in that needs it.
      loaded.prepareForSignIn?.().catch(() => undefined);
      then(loaded);
    }, () => undefined);
  };
  if (container.contains(document.activeElement) && document.activeElement !== container) return warmUp();
  for (const kind of kinds) addEventListener(kind, warmUp, { capture: true, passive: true });
}
