// Renders a page of the app to HTML at build time (scripts/lib/prerender-pages.ts loads this
// module in Node): the real components, with a static router at the page's path and the page's
// language, every lazy part loaded, so that the browser paints the page before any script runs and
// main.tsx takes over the same markup (hydrateRoot).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { App } from './app';
import { routes } from './router';

/** The HTML of the app's root element at `path` in `language`, from these strings. */
export async function renderPage(
  path: string,
  language: Language,
  strings: Record<string, unknown>,
): Promise<string> {
  const i18n = await createI18n({ resources: { [language]: { common: strings } }, language });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App
        i18n={i18n}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
