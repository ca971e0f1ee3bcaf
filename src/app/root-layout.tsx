import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { AppShell } from '@/components/layouts/app-shell';
import { PageLoader } from '@/components/ui/spinner';
import { DemoModeBanner } from '@/features/auth/components/demo-mode-banner';
import { UserMenu } from '@/features/auth/components/user-menu';
import { SecurityBridge } from './security-bridge';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <AppShell userMenu={<UserMenu />} banner={<DemoModeBanner />}>
      <ErrorBoundary fallback={(reset) => <ErrorFallback onRetry={reset} />}>
        <Suspense fallback={<PageLoader label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <SecurityBridge />
      <ScrollRestoration />
    </AppShell>
  );
}
