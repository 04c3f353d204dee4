export { createLocalBackend } from './create-local-backend';
export type { LocalBackendOptions, LocalSeed, SeedUser } from './options';
export { isUnseededLocalDatabase } from './seed';
