import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useReleasePrerenderedPage } from '@/lib/prerendered-page';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  useReleasePrerenderedPage();
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.body')}</p>
      <Link className="btn btn-primary" to={paths.home}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
