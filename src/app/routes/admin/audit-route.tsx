import { AuditLogPage } from '@/features/audit/components/audit-log-page';

export default function AdminAuditRoute() {
  return <AuditLogPage />;
}
