import { libraryTestConfig } from '../../tools/vite/library-config.ts';

// Not a `vite.config` or `vitest.config` name, so the Nx plugin does not make it a target: these tests
// need a running Auth emulator, which tools/firebase-emulator/run-auth-contract.mjs provides.
const base = libraryTestConfig({ root: import.meta.dirname, name: 'backend-firebase-auth-emulator', environment: 'jsdom' });

export default { ...base, test: { ...base.test, include: ['src/**/*.emulator-spec.ts'] } };
