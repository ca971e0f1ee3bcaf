import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardLayout, type NavItem } from '@/components/layouts/dashboard-layout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Role } from '@/config/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { openFeedbackDialog } from '@/features/feedback/stores/feedback-store';
import type { Permission } from '@/features/permissions/lib/role-permissions';
import { useFeedbackAuthor } from '../use-feedback-author';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';

/** The frame every role's dashboard shares: the person, their role's navigation, the content. */
export interface RoleNavItem extends NavItem {
  /** Shown only to people with this permission. */
  permission?: Permission;
}

/** The role's navigation, each entry shown only to those allowed to use it. */
export function useAllowedNav(nav: readonly RoleNavItem[]): NavItem[] {
  const hasPermission = usePermissionsStore((state) => state.hasPermission);
  usePermissionsStore((state) => state.permissions);
  return nav.filter((item) => !item.permission || hasPermission(item.permission));
}

export function RoleDashboard({
  role,
  nav,
  title,
  children,
  showAccount = true,
}: {
  role: Role;
  nav: readonly RoleNavItem[];
  title?: string;
  children?: ReactNode;
  showAccount?: boolean;
}) {
  const { t } = useTranslation();
  const { user, profile } = useAuthStore();
  const allowedNav = useAllowedNav(nav);
  const canGiveFeedback = useFeedbackAuthor() !== null;
  const name = profile?.displayName ?? user?.displayName ?? user?.email ?? '';
  return (
    <DashboardLayout
      name={name}
      roleLabel={t(`roles.${role}`)}
      nav={allowedNav}
      title={title ?? t(`dashboard.${role}.title`)}
      sidebarFooter={
        canGiveFeedback ? (
          <Button variant="ghost" className="sidebar-action" onClick={() => openFeedbackDialog()}>
            {t('feedback.dialog.defaultTitle')}
          </Button>
        ) : null
      }
    >
      {showAccount ? (
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
                <dd>{t(`roles.${role}`)}</dd>
              </div>
            </dl>
          </Card>
        </>
      ) : null}
      {children}
    </DashboardLayout>
  );
}
