/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `local` (default) or `firebase`; decided at build time. */
  readonly VITE_BACKEND?: 'local' | 'firebase';
  /** The `{mode}` segment of data paths; `staging` when unset. */
  readonly VITE_ENV_MODE?: string;
}
