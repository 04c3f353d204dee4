import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createI18n, DEFAULT_LANGUAGE, formatPageTitle } from '@console/i18n';
import { App } from '../app/app';
import { createDataCache } from '../app/data-cache';
import { consoleRoutes } from '../app/router';
import type { RouteEntry } from '../app/route-table';
import { provideFirstVisitStorage } from './build-time-globals';
import { signedOutBackend } from './signed-out-backend';

export interface PrerenderedPage {
  /** The page's markup, to go inside `#root`. */
  html: string;
  title: string;
  /** The language it is drawn in (`<html lang>`). */
  language: string;
}

/**
 * A public page (signed out) as the console draws it in the default language, with its texts: the same
 * route table, layouts and screens as in the browser, through the router's static handler. No data is
 * written into the page (`hydrate={false}`): it carries no inline script, so the CSP stays strict.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  provideFirstVisitStorage();
  const i18n = await createI18n({ language: DEFAULT_LANGUAGE, namespaces: ['common', 'ui'], syncDocumentLanguage: false });
  const backend = signedOutBackend();
  // The public pages drawn here read no data: a route that did would stop the build.
  const dataCache = createDataCache(() => Promise.reject(new Error(`${path} reads data: it cannot be rendered at build time`)));
  const handler = createStaticHandler(consoleRoutes(backend, i18n, dataCache));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} when signed out: only a page that shows can be rendered at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <App backend={backend} i18n={i18n} dataCache={dataCache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const route = context.matches.at(-1)?.route.handle as RouteEntry | undefined;
  const title = formatPageTitle(i18n.t(`common:titles.${route?.titleKey ?? 'notFound'}`), i18n.t('common:productName'));
  return { html: await text(prelude), title, language: i18n.language };
}
