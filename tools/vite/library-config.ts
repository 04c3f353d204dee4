import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

interface LibraryTestOptions {
  /** Folder of the library (pass `import.meta.dirname`). */
  root: string;
  /** Project name, shown in test output. */
  name: string;
  /** `jsdom` for anything that renders or touches the DOM, `node` for pure logic. */
  environment?: 'jsdom' | 'node';
  /** Slow suites (the local database with real PBKDF2) need more than the default 5 s. */
  testTimeout?: number;
}

/** One test configuration for every library, so that their setups cannot drift apart. */
export function libraryTestConfig({ root, name, environment = 'jsdom', testTimeout = 10_000 }: LibraryTestOptions): ViteUserConfig {
  return defineConfig({
    root,
    cacheDir: `${root}/../../node_modules/.vite/${name}`,
    plugins: [react()],
    resolve: { tsconfigPaths: true },
    test: {
      name,
      environment,
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: [`${import.meta.dirname}/../../libs/testing/src/setup/vitest-setup.ts`],
      testTimeout,
      restoreMocks: true,
      // One environment per worker instead of per file: jsdom set-up dominated the run (31 s → 4 s for
      // the UI kit). The shared setup cleans the DOM and web storage after every test to keep files apart.
      isolate: false,
      ...testReporters(name),
    },
  });
}

/** With TEST_REPORT_DIR set (the test command sets it), each project also writes a JSON report to count. */
export function testReporters(name: string): { reporters: string[]; outputFile?: { json: string } } {
  const folder = process.env['TEST_REPORT_DIR'];
  return folder ? { reporters: ['default', 'json'], outputFile: { json: `${folder}/${name}.json` } } : { reporters: ['default'] };
}
