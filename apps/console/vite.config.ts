import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { testReporters } from '../../tools/vite/library-config.ts';
import { prerenderPublicPages } from '../../tools/vite/prerender-public-pages.ts';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/console',
  // The sign-in and registration pages are drawn at build time (login.html, register.html), so that a
  // first visit sees them before the JavaScript has run.
  plugins: [react(), prerenderPublicPages({ entry: 'src/prerender/prerender-page.tsx', routes: ['/login', '/register'] })],
  // Firestore's regular-expression engine is used only by pipeline queries, which the console never builds.
  resolve: { tsconfigPaths: true, alias: { re2js: fileURLToPath(new URL('../../tools/vite/re2js-left-out.ts', import.meta.url)) } },
  // The chat widget is served from the console's origin (in local mode it reads the same database):
  // in development its own server answers under /widget/ (tools/start.mjs starts both).
  server: { port: 4200, host: 'localhost', proxy: { '/widget': { target: 'http://localhost:4210', ws: true } } },
  preview: { port: 4300, host: 'localhost', strictPort: true },
  build: {
    outDir: '../../dist/apps/console',
    emptyOutDir: true,
    reportCompressedSize: false,
    target: 'es2022',
  },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['../../libs/testing/src/setup/vitest-setup.ts'],
    testTimeout: 15_000,
    ...testReporters('console'),
  },
});
