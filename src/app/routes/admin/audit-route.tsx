import { useTranslation } from 'react-i18next';
import { AuditLogPage } from '@/features/audit/components/audit-log-page';
import { RoleDashboard } from '../role-dashboard';
import { adminNav } from './nav';

export default function AdminAuditRoute() {
  const { t } = useTranslation();
  return (
    <RoleDashboard role="admin" nav={adminNav(t)} title={t('audit.title')} showAccount={false}>
      <AuditLogPage />
    </RoleDashboard>
  );
}
