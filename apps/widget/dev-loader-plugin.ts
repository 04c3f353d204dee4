import type { Plugin } from 'vite';

/**
 * In development, `/widget/loader.js` is a classic script (as banks embed it) that hands its
 * `<script>` element to the loader module the development server compiles.
 */
export function devLoader(): Plugin {
  return {
    name: 'tellr-dev-loader',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/widget/loader.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.end(
          "(() => { const script = document.currentScript; import(new URL('src/loader/start-loader.ts', script.src).href).then((loader) => loader.startLoader(script)); })();",
        );
      });
    },
  };
}
