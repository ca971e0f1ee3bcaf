import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useReleasePrerenderedPage } from '@/lib/prerendered-page';
import './errors.css';

/**
 * What a boundary shows in place of what failed: the page (level 1) or one screen inside a
 * role's frame, below the frame's own heading (level 2). Retry renders the failed part again.
 */
export function ErrorFallback({ onRetry, level = 1 }: { onRetry: () => void; level?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  // a prerendered page whose code failed to load still offers Retry
  useReleasePrerenderedPage();
  return (
    <div className="error-fallback" role="alert">
      <Heading>{t('errors.unexpectedTitle')}</Heading>
      <p>{t('errors.unexpectedBody')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
