import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { AccountSummary } from './account-summary';

/** Where a dashboard's cards will be, while they load. */
function CardsLoading() {
  const { t } = useTranslation();
  return (
    <div className="deferred-cards">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** A dashboard's cards, loaded after the page has painted: a spinner in their place meanwhile. */
export function DeferredCards({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CardsLoading />}>{children}</Suspense>;
}

/**
 * A dashboard (a role's index screen) before its code or the session is there: the account
 * summary and the cards' place, laid out as the dashboard will be, so nothing moves when it comes.
 */
export function DashboardLoading() {
  return (
    <>
      <AccountSummary />
      <CardsLoading />
    </>
  );
}
