// Renders a page of the app to HTML at build time (scripts/lib/prerender-pages.ts loads this
// module in Node): the real components, with a static router at the page's path and the page's
// language, every lazy part loaded, so that the browser paints the page before any script runs and
// main.tsx takes over the same markup (hydrateRoot).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { setPersonFrame } from '@/lib/prerendered-page';
import { App } from './app';
import { routes } from './router';

/**
 * The HTML of the app's root element at `path` in `language`, from these strings. `personFrame`: a
 * dashboard's frame, rendered for the session hint the build stored (its person's texts empty).
 */
export async function renderPage(
  path: string,
  language: Language,
  strings: Record<string, unknown>,
  personFrame = false,
): Promise<string> {
  const i18n = await createI18n({ resources: { [language]: { common: strings } }, language });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setPersonFrame(personFrame);
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App
          i18n={i18n}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StrictMode>,
    );
    return await new Response(prelude).text();
  } finally {
    setPersonFrame(false);
  }
}
