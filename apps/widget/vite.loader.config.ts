import { defineConfig } from 'vite';

// The loader alone, as one classic script with a stable name (no hash): banks embed its address.
export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: process.env['WIDGET_OUT_DIR'] ?? '../../dist/apps/widget',
    emptyOutDir: false,
    reportCompressedSize: false,
    target: 'es2019',
    minify: true,
    lib: { entry: 'src/loader/loader.ts', formats: ['iife'], name: 'tellrLoader', fileName: () => 'loader.js' },
  },
});
