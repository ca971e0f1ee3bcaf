import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { AppShell } from '@/components/layouts/app-shell';
import { PageLoader } from '@/components/ui/spinner';
import { PageViewTracker } from '@/features/analytics/components/page-view-tracker';
import { OfflineModeBanner } from '@/features/auth/components/offline-mode-banner';
import { UserMenu } from '@/features/auth/components/user-menu';
import { lazy } from '@/lib/lazy-component';
import { SecurityBridge } from './security-bridge';
import { useFeedbackAuthor } from './use-feedback-author';

// The floating feedback launcher loads lazily (the shell shows "Loading" meanwhile).
const FeedbackWidget = lazy(() => import('@/features/feedback/components/feedback-widget'));

export function RootLayout() {
  const { t } = useTranslation();
  const feedbackAuthor = useFeedbackAuthor();
  return (
    <AppShell
      userMenu={<UserMenu />}
      banner={<OfflineModeBanner />}
      widgets={
        feedbackAuthor ? <FeedbackWidget key={feedbackAuthor} uid={feedbackAuthor} /> : undefined
      }
    >
      <ErrorBoundary fallback={(reset) => <ErrorFallback onRetry={reset} />}>
        <Suspense fallback={<PageLoader label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <SecurityBridge />
      <PageViewTracker />
      <ScrollRestoration />
    </AppShell>
  );
}
