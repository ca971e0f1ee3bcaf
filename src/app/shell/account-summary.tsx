import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { isRole } from '@contracts/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/**
 * The overview's greeting and the signed-in person's account; before Auth has restored the
 * session, the person last signed in here (the session hint, see RequireRole).
 */
export function AccountSummary() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const profile = useAuthStore((state) => state.profile);
  // until the profile is read: Auth may already have restored the person, not yet their role
  const hint = useAuthStore((state) =>
    state.profile || (state.user && state.user.uid !== state.hint?.uid) ? null : state.hint,
  );
  const role = useAuthStore((state) => state.role) ?? hint?.role ?? null;
  const name =
    profile?.displayName ??
    user?.displayName ??
    user?.email ??
    hint?.displayName ??
    hint?.email ??
    '';
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
            <dd>{profile?.email ?? user?.email ?? hint?.email ?? '-'}</dd>
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
