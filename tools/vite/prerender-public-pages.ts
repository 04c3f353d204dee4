import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

interface PrerenderedPage {
  html: string;
  title: string;
  language: string;
}

interface PrerenderOptions {
  /** The module (relative to the app's root) whose `prerenderPage(path)` draws a page. */
  entry: string;
  /** The routes to write, each as `<route>.html` beside index.html (Hosting rewrites the route to it). */
  routes: readonly string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The CSS-module classes a stylesheet defines (`._title_234zt_18` → `_title_234zt_18`). */
const classesOf = (css: string) => new Set([...css.matchAll(/\.(_[\w-]+)/g)].map(([, name = '']) => name));

/** Every class the page's markup uses. */
const classesUsedBy = (html: string) => new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/)));

/** The stylesheets index.html links, in their order. */
const linkedStylesheets = (index: string) => [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map(([, href = '']) => href);

/**
 * Every rule the page needs at first paint, in one file: index.html's stylesheets, then those of the
 * client build that style a class of its markup (CSS-module class names are hashed per file, so a
 * shared name means the page uses that stylesheet's component). One request instead of one per
 * component: each render-blocking request delays the first paint on a slow network. The app's own
 * chunks load the same files again later, so the cascade ends as the app alone would leave it.
 */
function firstPaintStylesheet(outDir: string, index: string, html: string, name: string): string {
  const used = classesUsedBy(html);
  const linked = linkedStylesheets(index);
  const components = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.css') && !linked.includes(`/assets/${file}`))
    .filter((file) => [...classesOf(readFileSync(join(outDir, 'assets', file), 'utf8'))].some((className) => used.has(className)))
    .map((file) => `/assets/${file}`);
  const css = [...linked, ...components].map((href) => readFileSync(join(outDir, href), 'utf8')).join('\n');
  const file = `/assets/${name}-page-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(outDir, file), css);
  return file;
}

/**
 * Before any JavaScript has run, a form must not send what was typed into it: a submit button that is
 * disabled stops both a click and Enter (implicit submission). The app's own render enables it.
 */
const withSubmitDisabled = (html: string) => html.replace(/<button type="submit"/g, '<button type="submit" disabled=""');

/** index.html with the page drawn into `#root` (marked, so that the app takes it over), its title, language and stylesheet. */
function pageDocument(index: string, page: PrerenderedPage, stylesheet: string): string {
  const root = '<div id="root">';
  const start = index.indexOf(root);
  const end = index.indexOf('</body>');
  if (start < 0 || end < 0) throw new Error('index.html has no <div id="root"> in its body');
  return (
    index
      .slice(0, start)
      .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/\n\s*<link rel="stylesheet"[^>]*>/g, '')
      // The page is drawn already, so its stylesheet comes first: preloading the app's modules beside it
      // took the bandwidth the first paint needs (Lighthouse mobile: first paint 2.3 s with them, 1.3 s
      // without). The entry module still loads at once and fetches its imports itself.
      .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/\n\s*<\/head>/, `\n    <link rel="stylesheet" crossorigin href="${stylesheet}">\n  </head>`) +
    `<div id="root" data-prerendered="">${withSubmitDisabled(page.html)}</div>\n  ` +
    index.slice(end)
  );
}

/**
 * Draws the public pages at build time, after the client build: a visitor sees the real page at first
 * paint, before the JavaScript has run, and the app takes it over once its route is ready. The pages are
 * drawn by the app's own code, built once more for Node into a folder that is removed afterwards.
 */
export function prerenderPublicPages({ entry, routes }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const { outDir } = config.build;
      const serverOut = join(config.root, '..', '..', 'dist', '.prerender', config.root.split('/').at(-1) ?? 'app');
      await build({ configFile: config.configFile, mode: config.mode, logLevel: 'warn', build: { ssr: entry, outDir: serverOut, emptyOutDir: true, copyPublicDir: false } });
      try {
        const entryFile = join(serverOut, `${entry.split('/').at(-1)?.replace(/\.tsx?$/, '')}.js`);
        const { prerenderPage } = (await import(`${pathToFileURL(entryFile).href}?t=${Date.now()}`)) as { prerenderPage: (path: string) => Promise<PrerenderedPage> };
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const route of routes) {
          const page = await prerenderPage(route);
          const name = route.replace(/^\//, '');
          writeFileSync(join(outDir, `${name}.html`), pageDocument(index, page, firstPaintStylesheet(outDir, index, page.html, name)));
        }
      } finally {
        rmSync(serverOut, { recursive: true, force: true });
      }
    },
  };
}
