import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { UiProvider } from '@/components/ui/ui-provider';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { createQueryClient } from '@/lib/query-client';

const localeFiles = import.meta.glob<Record<string, unknown>>('/public/locales/*/common.json', {
  eager: true,
  import: 'default',
});

/** Every locale file, as i18next resources. */
export const allResources: Resource = Object.fromEntries(
  Object.entries(localeFiles).map(([file, messages]) => {
    const language = file.split('/').at(-2) ?? 'en';
    return [language, { common: messages }];
  }),
);

interface RenderOptions {
  locale?: Language;
  /** The URL the memory router starts at. */
  route?: string;
  /** Routes to render; by default `ui` answers every path. */
  routes?: RouteObject[];
}

/** Renders with the app's providers: translations (any locale), React Query and a router. */
export async function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const i18n = await createI18n({ resources: allResources, language: options.locale ?? 'en' });
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}

/**
 * The grid named `name`, once its rows are there: a react-aria table renders its grid element a
 * render before its rows (it collects them first), so a test that reads rows as soon as the grid
 * shows can find none on a busy machine.
 */
export async function findGridWithRows(name: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name });
  await waitFor(() => {
    if (within(grid).queryAllByRole('row').length < 2) throw new Error(`no rows yet in ${name}`);
  });
  return grid;
}

/** A wrapper for renderHook: translations (any locale) and a fresh React Query client. */
export async function createHookWrapper(locale: Language = 'en') {
  const i18n = await createI18n({ resources: allResources, language: locale });
  const queryClient = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </UiProvider>
      </I18nextProvider>
    );
  }
  return { Wrapper, queryClient, i18n };
}
