import { useTranslation } from 'react-i18next';
import { AuditLogPage } from '@/features/audit/components/audit-log-page';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { RoleDashboard } from '../role-dashboard';
import { adminNav } from './nav';

export default function AdminAuditRoute() {
  const { t } = useTranslation();
  useFeedbackContext({
    title: t('feedback.contexts.auditLog.title'),
    description: t('feedback.contexts.auditLog.description'),
    component: t('feedback.contexts.auditLog.component'),
  });
  return (
    <RoleDashboard role="admin" nav={adminNav(t)} title={t('audit.title')} showAccount={false}>
      <AuditLogPage />
    </RoleDashboard>
  );
}
