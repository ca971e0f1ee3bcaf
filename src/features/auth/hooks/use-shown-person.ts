import { useAuthStore } from '../stores/auth-store';

interface ShownPerson {
  name: string;
  email: string | null;
  role: string | null;
}

/**
 * Who the page shows as signed in: the profile once it is read; before that, what Auth knows and
 * then the session hint (always about the same person, see the store's `hint`). Null when nobody is.
 */
export function useShownPerson(): ShownPerson | null {
  const user = useAuthStore((state) => state.user);
  const profile = useAuthStore((state) => state.profile);
  const hint = useAuthStore((state) => (state.profile ? null : state.hint));
  const role = useAuthStore((state) => state.role) ?? hint?.role ?? null;
  if (!user && !hint) return null;
  return {
    name:
      profile?.displayName ??
      user?.displayName ??
      user?.email ??
      hint?.displayName ??
      hint?.email ??
      '',
    email: profile?.email ?? user?.email ?? hint?.email ?? null,
    role,
  };
}
