import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { isRole } from '@contracts/roles';
import { useShownPerson } from '@/features/auth/hooks/use-shown-person';

/**
 * The overview's greeting and the signed-in person's account; before Auth has restored the
 * session, the person last signed in here (the session hint, see RequireRole).
 */
export function AccountSummary() {
  const { t } = useTranslation();
  const person = useShownPerson();
  const name = person?.name ?? '';
  const role = person?.role ?? null;
  return (
    <>
      <p className="lead">{t('dashboard.greeting', { name })}</p>
      <Card aria-labelledby="account-heading">
        <h2 id="account-heading">{t('dashboard.account.title')}</h2>
        <dl className="details">
          <div>
            <dt>{t('dashboard.account.name')}</dt>
            <dd>{name || '-'}</dd>
          </div>
          <div>
            <dt>{t('dashboard.account.email')}</dt>
            <dd>{person?.email ?? '-'}</dd>
          </div>
          <div>
            <dt>{t('dashboard.account.role')}</dt>
            <dd>{isRole(role) ? t(`roles.${role}`) : '-'}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
