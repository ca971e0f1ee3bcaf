// The signed-in person's id, for screens that read or write that person's own data.
import { useAuthStore } from '../stores/auth-store';

/** The signed-in person's id (the demo session's too), or null. */
export const useUserId = () => useAuthStore((state) => state.user?.uid ?? null);
