import { defineConfig } from 'vitest/config';
import { testReporters } from '../vite/library-config.ts';

// The generators run on a virtual file tree: plain Node, no DOM.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${import.meta.dirname}/../../node_modules/.vite/generators`,
  test: {
    name: 'generators',
    environment: 'node',
    include: ['*/**/*.spec.ts'],
    // The templates under files/ are the output, not tests of this project.
    exclude: ['**/files/**', '**/node_modules/**'],
    ...testReporters('generators'),
  },
});
