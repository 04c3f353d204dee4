import { text } from 'node:stream/consumers';
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createI18n, DEFAULT_LANGUAGE, formatPageTitle } from '@console/i18n';
import { App } from '../app/app';
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
  const queryClient = new QueryClient();
  const handler = createStaticHandler(consoleRoutes(backend, i18n, queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} when signed out: only a page that shows can be rendered at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <App backend={backend} i18n={i18n} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const route = context.matches.at(-1)?.route.handle as RouteEntry | undefined;
  const title = formatPageTitle(i18n.t(`common:titles.${route?.titleKey ?? 'notFound'}`), i18n.t('common:productName'));
  return { html: await text(prelude), title, language: i18n.language };
}
