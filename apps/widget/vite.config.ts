import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { testReporters } from '../../tools/vite/library-config.ts';
import { devLoader } from './dev-loader-plugin.ts';

// The customers' chat, served under /widget/ of the console's origin: `frame.html`, the page the loader
// frames. `loader.js` (a stable name: the address banks put on their sites) is built by
// vite.loader.config.ts into the same folder.
export default defineConfig({
  root: import.meta.dirname,
  base: '/widget/',
  cacheDir: '../../node_modules/.vite/apps/widget',
  plugins: [react(), devLoader()],
  resolve: { tsconfigPaths: true },
  server: { port: 4210, host: 'localhost', strictPort: true },
  build: {
    outDir: '../../dist/apps/widget',
    emptyOutDir: true,
    reportCompressedSize: false,
    target: 'es2022',
    rolldownOptions: { input: { frame: 'frame.html' } },
  },
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['../../libs/testing/src/setup/vitest-setup.ts'],
    testTimeout: 15_000,
    ...testReporters('widget'),
  },
});
