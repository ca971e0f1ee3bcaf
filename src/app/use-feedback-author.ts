import { isRole } from '@contracts/roles';
import { useAuthStore, useUserId } from '@/features/auth/stores/auth-store';

/**
 * Who feedback would be stored for: a signed-in person with a known role (not the offline demo,
 * which has no database). Null when nobody can give feedback here.
 */
export function useFeedbackAuthor(): string | null {
  const uid = useUserId();
  const role = useAuthStore((state) => state.role);
  const localDemoSession = useAuthStore((state) => state.localDemoSession);
  return uid && isRole(role) && !localDemoSession ? uid : null;
}
