import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import './offline-mode-banner.css';

/** Says plainly that the app runs without Firebase, and what is missing when set up only in part. */
export function OfflineModeBanner() {
  const { t } = useTranslation();
  if (env.mode !== 'offline') return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{t('demo.bannerTitle')}</strong> {t('demo.bannerBody')}
      {env.missing.length > 0 ? (
        <span> {t('demo.missing', { names: env.missing.join(', ') })}</span>
      ) : null}
    </div>
  );
}
