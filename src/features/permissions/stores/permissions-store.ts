import { create } from 'zustand';
import { PERMISSION_CACHE_CLEANUP_MS } from '../constants';
import { PermissionCache } from '../lib/permission-cache';
import {
  ALL_TEAM_PERMISSIONS,
  canAccess,
  permissionsFor,
  type TeamPermissionFlag,
  type TeamPermissions,
} from '../lib/role-permissions';

interface PermissionSubject {
  uid: string;
  role: string;
  companyId?: string | undefined;
}

interface PermissionsState {
  subject: PermissionSubject | null;
  role: string | null;
  permissions: string[];
  teamPermissions: TeamPermissions | null;
  loading: boolean;
  /** Loads the person's permissions: from the cache if fresh, else computed and cached. */
  load: (subject: PermissionSubject | null) => Promise<void>;
  /** Drops the person's cache entry and loads again (after a role or team change). */
  refresh: () => Promise<void>;
  hasRole: (role: string) => boolean;
  hasAnyRole: (roles: readonly string[]) => boolean;
  hasAllRoles: (roles: readonly string[]) => boolean;
  hasPermission: (permission: string) => boolean;
  hasTeamPermission: (flag: TeamPermissionFlag) => boolean;
  /** Passes if the person's role covers any of the required roles. */
  canAccess: (required: readonly string[]) => boolean;
}

export const permissionCache = new PermissionCache();
let cleanupTimer: ReturnType<typeof setInterval> | undefined;

/** Removes expired cache entries every 5 minutes while the app runs. */
export function startPermissionCacheCleanup(): () => void {
  if (cleanupTimer === undefined) {
    cleanupTimer = setInterval(() => permissionCache.cleanup(), PERMISSION_CACHE_CLEANUP_MS);
  }
  return () => {
    clearInterval(cleanupTimer);
    cleanupTimer = undefined;
  };
}

async function computeTeamPermissions(
  subject: PermissionSubject,
): Promise<TeamPermissions | undefined> {
  if (subject.role !== 'employer') return undefined;
  const { fetchTeamPermissions } = await import('../api/fetch-team-permissions');
  return fetchTeamPermissions(subject.uid, subject.companyId);
}

const empty = (): Pick<PermissionsState, 'role' | 'permissions' | 'teamPermissions'> => ({
  role: null,
  permissions: [],
  teamPermissions: null,
});

export const usePermissionsStore = create<PermissionsState>((set, get) => ({
  subject: null,
  ...empty(),
  loading: true,

  load: async (subject) => {
    if (!subject) {
      set({ subject: null, ...empty(), loading: false });
      return;
    }
    set({ subject, loading: true });
    const cached = permissionCache.get(subject.uid);
    if (cached && cached.role === subject.role) {
      set({
        role: cached.role,
        permissions: cached.permissions,
        teamPermissions: cached.teamPermissions ?? null,
        loading: false,
      });
      return;
    }
    try {
      const teamPermissions = await computeTeamPermissions(subject);
      const entry = permissionCache.set(subject.uid, {
        role: subject.role,
        permissions: permissionsFor(subject.role),
        ...(teamPermissions ? { teamPermissions } : {}),
      });
      if (get().subject?.uid !== subject.uid) return;
      set({
        role: entry.role,
        permissions: entry.permissions,
        teamPermissions: entry.teamPermissions ?? null,
        loading: false,
      });
    } catch (error) {
      console.error('Failed to load permissions; falling back to the role alone', error);
      if (get().subject?.uid !== subject.uid) return;
      set({
        role: subject.role,
        permissions: [subject.role],
        teamPermissions: null,
        loading: false,
      });
    }
  },

  refresh: async () => {
    const { subject, load } = get();
    if (!subject) return;
    permissionCache.invalidate(subject.uid);
    await load(subject);
  },

  hasRole: (role) => get().role === role,
  hasAnyRole: (roles) => roles.some((role) => get().role === role),
  hasAllRoles: (roles) => roles.length > 0 && roles.every((role) => get().role === role),
  hasPermission: (permission) => get().role === 'admin' || get().permissions.includes(permission),
  hasTeamPermission: (flag) =>
    get().role === 'admin' || (get().teamPermissions ?? null)?.[flag] === true,
  canAccess: (required) => canAccess(get().role, required),
}));

export { ALL_TEAM_PERMISSIONS };
