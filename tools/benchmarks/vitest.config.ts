import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
// tools/ is outside the type-checked tree, so the workspace aliases are read from the base config.
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
const alias = Object.entries(compilerOptions.paths)
  .sort(([a], [b]) => b.length - a.length)
  .map(([find, [target]]) => ({ find: new RegExp(`^${find.replace(/[/.]/g, (c) => `\\${c}`)}$`), replacement: join(root, target ?? '') }));

// Runs the benchmark scenario under jsdom with the real local backend on fake IndexedDB.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${import.meta.dirname}/../../node_modules/.vite/faq-bench`,
  plugins: [react()],
  resolve: { alias },
  test: {
    name: 'faq-benchmark',
    environment: 'jsdom',
    include: ['faq-list.bench-run.spec.tsx'],
    setupFiles: [`${import.meta.dirname}/../../libs/testing/src/setup/vitest-setup.ts`],
    testTimeout: 600_000,
    restoreMocks: true,
  },
});
