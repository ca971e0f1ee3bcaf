import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';

/**
 * Around each screen of a role's frame (router.tsx puts it there): a screen that fails (it threw,
 * or its code did not load) fails alone, in its own place, while the header, the navigation and
 * the heading stay; "Try again" renders it again, and another path starts afresh. It lives with
 * the router rather than in the frame's chunk, so the frame's code does not pull the boundary's
 * modules (in the app's entry) into chunks of their own.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(retry) => <ErrorFallback onRetry={retry} level={2} />}>
      {children}
    </ErrorBoundary>
  );
}
