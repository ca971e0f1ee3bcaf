// The rules of the list (spec §4): the first role added becomes active; exactly one is active
// after setting one; removing the active role makes the first remaining one active (or none);
// a role whose id is in the list is refused.
import type { UserRole } from '../types';

type AddResult = { ok: true; roles: UserRole[] } | { ok: false; reason: 'exists' };

export function addRoleTo(roles: readonly UserRole[], role: UserRole): AddResult {
  if (roles.some((entry) => entry.id === role.id)) return { ok: false, reason: 'exists' };
  return { ok: true, roles: [...roles, { ...role, isActive: roles.length === 0 }] };
}

export function removeRoleFrom(roles: readonly UserRole[], id: string): UserRole[] {
  const removed = roles.find((role) => role.id === id);
  const rest = roles.filter((role) => role.id !== id);
  if (!removed?.isActive) return rest;
  return rest.map((role, index) => ({ ...role, isActive: index === 0 }));
}

export function setActiveIn(roles: readonly UserRole[], id: string): UserRole[] {
  if (!roles.some((role) => role.id === id)) return [...roles];
  return roles.map((role) => ({ ...role, isActive: role.id === id }));
}

export function setLocationIn(
  roles: readonly UserRole[],
  id: string,
  location: string,
): UserRole[] {
  const text = location.trim();
  return roles.map((role) => {
    if (role.id !== id) return role;
    const next: UserRole = { ...role, location: text };
    if (!text) delete next.location;
    return next;
  });
}

export const activeRole = (roles: readonly UserRole[]) => roles.find((role) => role.isActive);
