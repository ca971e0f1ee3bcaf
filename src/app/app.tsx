import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { UiProvider } from '@/components/ui/ui-provider';
import { initAuth } from '@/features/auth/stores/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { useThemeStore } from '@/lib/theme/theme-store';
import { TOAST_LIMIT } from '@/lib/toast';
import { lazy } from '@/lib/lazy-component';
import { createAppRouter } from './router';

// The toast library loads after the first paint (src/lib/toast.ts loads it when a toast shows).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Toasts follow the theme and the language's direction as they change. */
function Toasts() {
  const { i18n } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  return (
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
  );
}

function Routes() {
  const { t } = useTranslation();
  const [router] = useState(createAppRouter);
  return (
    <Suspense fallback={<PageLoader label={t('common.loading')} />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}

export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => initAuth(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <Routes />
          <Toasts />
        </QueryClientProvider>
      </UiProvider>
    </I18nextProvider>
  );
}
