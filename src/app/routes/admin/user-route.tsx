import { useParams } from 'react-router-dom';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { UserPage } from '@/features/user-admin/components/user-page';

/** One person: their details (the look is audited), role, account and company. */
export default function AdminUserRoute() {
  const { uid = '' } = useParams();
  const viewerUid = useAuthStore((state) => state.user?.uid ?? '');
  if (!uid || !viewerUid) return null;
  return <UserPage key={uid} uid={uid} viewerUid={viewerUid} />;
}
