import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

/** Says plainly that the app runs without Firebase, and what is missing when set up only in part. */
export function DemoModeBanner() {
  const { t } = useTranslation();
  if (env.mode !== 'demo') return null;
  return (
    <div className="demo-banner" role="status">
      <strong>{t('demo.bannerTitle')}</strong> {t('demo.bannerBody')}
      {env.missing.length > 0 ? (
        <span> {t('demo.missing', { names: env.missing.join(', ') })}</span>
      ) : null}
    </div>
  );
}
