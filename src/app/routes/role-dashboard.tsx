import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardLayout, type NavItem } from '@/components/layouts/dashboard-layout';
import { Card } from '@/components/ui/card';
import type { Role } from '@/config/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** The frame every role's dashboard shares: the person, their role's navigation, the content. */
export function RoleDashboard({
  role,
  nav,
  children,
}: {
  role: Role;
  nav: readonly NavItem[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, profile } = useAuthStore();
  const name = profile?.displayName ?? user?.displayName ?? user?.email ?? '';
  return (
    <DashboardLayout
      name={name}
      roleLabel={t(`roles.${role}`)}
      nav={nav}
      title={t(`dashboard.${role}.title`)}
    >
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
            <dd>{t(`roles.${role}`)}</dd>
          </div>
        </dl>
      </Card>
      {children}
    </DashboardLayout>
  );
}
