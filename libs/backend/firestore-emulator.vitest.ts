import { libraryTestConfig } from '../../tools/vite/library-config.ts';

// Not a `vite.config` or `vitest.config` name, so the Nx plugin does not make it a target: these tests
// need a running Firestore emulator, which tools/firebase-emulator/run-rules-tests.mjs provides.
const base = libraryTestConfig({ root: import.meta.dirname, name: 'backend-firestore-emulator', environment: 'node', testTimeout: 20_000 });

export default { ...base, test: { ...base.test, include: ['src/**/*.firestore-emulator-spec.ts'] } };
