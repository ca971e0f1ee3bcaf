import { create } from 'zustand';
import {
  CAREER_ROLES_STORAGE_PREFIX,
  DEFAULT_ROLE_TYPE,
  MAX_PERSON_SKILLS,
  MAX_ROLE_TEXT_LENGTH,
} from '../constants';
import { addRoleTo, removeRoleFrom, setActiveIn, setLocationIn } from '../lib/role-list';
import type { CareerProfile, UserRole } from '../types';

type RoleActionResult = { ok: true } | { ok: false; reason: 'exists' | 'failed' };

interface CareerRolesState extends CareerProfile {
  userId: string | null;
  /** Reads the person's list from local storage (an unreadable entry gives an empty list). */
  load: (userId: string | null) => void;
  addRole: (
    role: Omit<UserRole, 'isActive' | 'dateAdded' | 'type'> & { type?: string },
  ) => RoleActionResult;
  removeRole: (id: string) => RoleActionResult;
  setActiveRole: (id: string) => RoleActionResult;
  updateLocation: (id: string, location: string) => RoleActionResult;
  setSkills: (skills: string[]) => RoleActionResult;
}

const storageKey = (userId: string) => `${CAREER_ROLES_STORAGE_PREFIX}${userId}`;

function isRole(value: unknown): value is UserRole {
  const role = value as UserRole;
  return (
    typeof role === 'object' &&
    role !== null &&
    typeof role.id === 'string' &&
    typeof role.title === 'string' &&
    typeof role.isActive === 'boolean' &&
    Array.isArray(role.skills)
  );
}

function read(userId: string): CareerProfile {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as unknown;
    const profile = parsed as Partial<CareerProfile> | null;
    return {
      roles: Array.isArray(profile?.roles) ? profile.roles.filter(isRole) : [],
      skills: Array.isArray(profile?.skills)
        ? profile.skills.filter((skill): skill is string => typeof skill === 'string')
        : [],
    };
  } catch {
    return { roles: [], skills: [] };
  }
}

/** A person's target roles and skills, kept in local storage per user. */
export const useCareerRolesStore = create<CareerRolesState>((set, get) => {
  /** Writes first; the list on screen changes only when the write worked, so nothing is lost. */
  function commit(next: CareerProfile): RoleActionResult {
    const { userId } = get();
    if (!userId) return { ok: false, reason: 'failed' };
    try {
      localStorage.setItem(storageKey(userId), JSON.stringify(next));
    } catch (error) {
      console.error('Failed to store career roles', error);
      return { ok: false, reason: 'failed' };
    }
    set(next);
    return { ok: true };
  }

  return {
    userId: null,
    roles: [],
    skills: [],
    load(userId) {
      set(userId ? { userId, ...read(userId) } : { userId: null, roles: [], skills: [] });
    },
    addRole(input) {
      const role: UserRole = {
        ...input,
        title: input.title.trim().slice(0, MAX_ROLE_TEXT_LENGTH),
        type: input.type ?? DEFAULT_ROLE_TYPE,
        dateAdded: new Date().toISOString(),
        isActive: false,
      };
      const added = addRoleTo(get().roles, role);
      if (!added.ok) return added;
      return commit({ roles: added.roles, skills: get().skills });
    },
    removeRole(id) {
      return commit({ roles: removeRoleFrom(get().roles, id), skills: get().skills });
    },
    setActiveRole(id) {
      if (!get().roles.some((role) => role.id === id)) return { ok: false, reason: 'failed' };
      return commit({ roles: setActiveIn(get().roles, id), skills: get().skills });
    },
    updateLocation(id, location) {
      if (!get().roles.some((role) => role.id === id)) return { ok: false, reason: 'failed' };
      const text = location.slice(0, MAX_ROLE_TEXT_LENGTH);
      return commit({ roles: setLocationIn(get().roles, id, text), skills: get().skills });
    },
    setSkills(skills) {
      const unique = [
        ...new Map(
          skills
            .map((skill) => skill.trim().slice(0, MAX_ROLE_TEXT_LENGTH))
            .filter(Boolean)
            .map((skill) => [skill.toLowerCase(), skill] as const),
        ).values(),
      ].slice(0, MAX_PERSON_SKILLS);
      return commit({ roles: get().roles, skills: unique });
    },
  };
});
