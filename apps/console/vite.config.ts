import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { testReporters } from '../../tools/vite/library-config.ts';
import { prerenderPublicPages } from '../../tools/vite/prerender-public-pages.ts';

const tool = (file: string) => fileURLToPath(new URL(`../../tools/vite/${file}`, import.meta.url));

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/console',
  // The sign-in and registration pages are drawn at build time (login.html, register.html), so that a
  // first visit sees them before the JavaScript has run.
  plugins: [react(), prerenderPublicPages({ entry: 'src/prerender/prerender-page.tsx', routes: ['/login', '/register'] })],
  resolve: {
    tsconfigPaths: true,
    alias: {
      // Formik's helpers, for the plain data of the console's forms (tools/vite/formik-stand-ins/README.md).
      'lodash-es/cloneDeep': tool('formik-stand-ins/clone-deep.ts'),
      'lodash-es/clone': tool('formik-stand-ins/clone.ts'),
      'lodash-es/toPath': tool('formik-stand-ins/to-path.ts'),
      'lodash-es/isPlainObject': tool('formik-stand-ins/is-plain-object.ts'),
      'hoist-non-react-statics': tool('formik-stand-ins/hoist-statics.ts'),
    },
  },
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
    // The build's own stand-ins for dependencies are the console's to test.
    include: ['src/**/*.spec.{ts,tsx}', '../../tools/vite/**/*.spec.ts'],
    setupFiles: ['../../libs/testing/src/setup/vitest-setup.ts'],
    testTimeout: 15_000,
    ...testReporters('console'),
  },
});
