import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** A dashboard's cards, loaded after the page has painted: a spinner in their place meanwhile. */
export function DeferredCards({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="deferred-cards">
          <Spinner label={t('common.loading')} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
