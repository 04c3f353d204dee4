/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `local` (default) or `firebase`; decided at build time. */
  readonly VITE_BACKEND?: 'local' | 'firebase';
  /** The `{mode}` segment of data paths; `staging` when unset. */
  readonly VITE_ENV_MODE?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_FIRESTORE_EMULATOR_HOST?: string;
  /** The reCAPTCHA Enterprise key of App Check, where the bank switched App Check on. */
  readonly VITE_FIREBASE_APP_CHECK_SITE_KEY?: string;
}
