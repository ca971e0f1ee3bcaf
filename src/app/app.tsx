// The app: translations, the kit's settings and the query cache around the routes and the toasts.
// main.tsx mounts it in the browser; the build renders it to HTML for the prerendered pages.
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageLoader } from '@/components/ui/spinner';
import { UiProvider } from '@/components/ui/ui-provider';
import { initAuth } from '@/features/auth/stores/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme/theme-store';
import { preloadToasts, TOAST_LIMIT, useToastsAskedCount, useToasterWanted } from '@/lib/toast';
import { lazy } from '@/lib/lazy-component';
import { isFirstVisitPage, releasePrerenderedPage } from '@/lib/prerendered-page';
import { createAppRouter } from './router';

// The toast library loads once the page has settled, or with a toast before (src/lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Renders nothing; retries the <Toaster> once another toast is asked for. */
function RetryWithNextToast({ retry }: { retry: () => void }) {
  const asked = useToastsAskedCount();
  const [failedAt] = useState(asked);
  useEffect(() => {
    if (asked > failedAt) retry();
  }, [asked, failedAt, retry]);
  return null;
}

/** Toasts, once the page has asked for one; they follow the theme and the language's direction. */
export function Toasts() {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const wanted = useToasterWanted();
  useEffect(preloadToasts, []);
  if (!wanted) return null;
  return (
    // a library that could not load shows no toast, the page stays as it is, and the next toast
    // tries again
    <ErrorBoundary fallback={(retry) => <RetryWithNextToast retry={retry} />}>
      <Suspense fallback={null}>
        <Toaster
          visibleToasts={TOAST_LIMIT}
          theme={theme}
          dir={i18n.dir()}
          position="bottom-center"
          richColors
          closeButton
        />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The router of the browser's address bar (the build's prerender passes a static one). */
function BrowserRouter() {
  const [router] = useState(createAppRouter);
  // a prerendered page left before its form was taken over (a signed-in person sent on)
  useEffect(() => router.subscribe(releasePrerenderedPage), [router]);
  return <RouterProvider router={router} />;
}

function Routes({ router }: { router: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<PageLoader label={t('common.loading')} />}>{router}</Suspense>;
}

export function App({ i18n, router = <BrowserRouter /> }: { i18n: I18n; router?: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // a page prerendered without a person can start Auth once used (auth-store.ts)
  useEffect(() => initAuth({ sameForEveryone: isFirstVisitPage() }), []);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <Routes router={router} />
          <Toasts />
        </QueryClientProvider>
      </UiProvider>
    </I18nextProvider>
  );
}
