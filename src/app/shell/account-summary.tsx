import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { isRole } from '@contracts/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** The overview's greeting and the signed-in person's account. */
export function AccountSummary() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const profile = useAuthStore((state) => state.profile);
  const role = useAuthStore((state) => state.role);
  const name = profile?.displayName ?? user?.displayName ?? user?.email ?? '';
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
            <dd>{profile?.email ?? user?.email ?? '-'}</dd>
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
