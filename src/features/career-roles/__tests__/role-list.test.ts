import { describe, expect, it } from 'vitest';
import { addRoleTo, removeRoleFrom, setActiveIn, setLocationIn } from '../lib/role-list';
import type { UserRole } from '../types';

const role = (id: string, isActive = false): UserRole => ({
  id,
  title: id,
  confidence: 1,
  skills: [],
  dateAdded: '2026-11-22T00:00:00.000Z',
  isActive,
  requirements: [],
  type: 'standard',
});
const active = (roles: UserRole[]) => roles.filter((entry) => entry.isActive).map((r) => r.id);

describe('career role list rules', () => {
  it('the first role added becomes active, later ones do not', () => {
    const first = addRoleTo([], role('a'));
    expect(first.ok && active(first.roles)).toEqual(['a']);
    const second = first.ok ? addRoleTo(first.roles, role('b')) : first;
    expect(second.ok && active(second.roles)).toEqual(['a']);
  });

  it('refuses a role whose id is already in the list', () => {
    expect(addRoleTo([role('a', true)], role('a'))).toEqual({ ok: false, reason: 'exists' });
  });

  it('setting a role active leaves exactly that one active', () => {
    const roles = [role('a', true), role('b'), role('c')];
    expect(active(setActiveIn(roles, 'c'))).toEqual(['c']);
    expect(active(setActiveIn(roles, 'missing'))).toEqual(['a']);
  });

  it('removing the active role makes the first remaining one active', () => {
    expect(active(removeRoleFrom([role('a'), role('b', true), role('c')], 'b'))).toEqual(['a']);
  });

  it('removing the last role leaves none active; removing another keeps the active one', () => {
    expect(removeRoleFrom([role('a', true)], 'a')).toEqual([]);
    expect(active(removeRoleFrom([role('a'), role('b', true)], 'a'))).toEqual(['b']);
  });

  it('sets and clears a role location', () => {
    const withCity = setLocationIn([role('a')], 'a', '  Lyon ');
    expect(withCity[0]?.location).toBe('Lyon');
    expect(setLocationIn(withCity, 'a', ' ')[0]).not.toHaveProperty('location');
  });
});
