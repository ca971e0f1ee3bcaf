import { AuditLogPage } from '@/features/audit/components/audit-log-page';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** The audit console; a CSV export is audited as the signed-in admin's sensitive view. */
export default function AdminAuditRoute() {
  const uid = useAuthStore((state) => state.user?.uid);
  const email = useAuthStore((state) => state.user?.email ?? null);
  const role = useAuthStore((state) => state.profile?.role);
  const actor = uid && role ? { uid, email, role } : null;
  return <AuditLogPage actor={actor} />;
}
