import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import './errors.css';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-fallback" role="alert">
      <h1>{t('errors.unexpectedTitle')}</h1>
      <p>{t('errors.unexpectedBody')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
