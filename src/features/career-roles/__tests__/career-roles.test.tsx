import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHookWrapper } from '@/testing/test-utils';
import { CAREER_ROLES_STORAGE_PREFIX } from '../constants';
import { useCareerRoles } from '../hooks/use-career-roles';
import { catalogueRole } from '../lib/catalogue';
import { useCareerRolesStore } from '../stores/career-roles-store';

type ToastCall = (input: { title: string; description?: string }) => void;
const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn<ToastCall>(), error: vi.fn<ToastCall>(), info: vi.fn<ToastCall>() },
  track: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/telemetry', () => ({ track: mocks.track }));

const frontend = catalogueRole('frontend-engineer')!;
const data = catalogueRole('data-scientist')!;

async function renderRoles(userId = 'u1', locale: 'en' | 'ar' = 'en') {
  const { Wrapper } = await createHookWrapper(locale);
  return renderHook(() => useCareerRoles(userId), { wrapper: Wrapper });
}

describe('career roles', () => {
  beforeEach(() => {
    useCareerRolesStore.setState({ userId: null, roles: [], skills: [] });
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a role (active, type standard, dated) and says "Role Added"', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z'), toFake: ['Date'] });
    const { result } = await renderRoles();
    act(() => result.current.add(frontend));
    vi.useRealTimers();
    expect(result.current.roles).toEqual([
      expect.objectContaining({
        id: 'frontend-engineer',
        title: 'Frontend Engineer',
        isActive: true,
        type: 'standard',
        confidence: 1,
        dateAdded: '2026-11-22T09:00:00.000Z',
      }),
    ]);
    expect(result.current.roles[0]).not.toHaveProperty('matchScore');
    expect(mocks.toast.success).toHaveBeenCalledWith({
      title: 'Role Added',
      description: 'Frontend Engineer',
    });
    const stored = JSON.parse(localStorage.getItem(`${CAREER_ROLES_STORAGE_PREFIX}u1`) ?? '{}') as {
      roles: unknown[];
    };
    expect(stored.roles).toHaveLength(1);
  });

  it('refuses a role already added: "Role Already Added" / "{title} is already in your roles"', async () => {
    const { result } = await renderRoles();
    act(() => result.current.add(frontend));
    act(() => result.current.add(frontend));
    expect(result.current.roles).toHaveLength(1);
    expect(mocks.toast.error).toHaveBeenCalledWith({
      title: 'Role Already Added',
      description: 'Frontend Engineer is already in your roles',
    });
  });

  it('a suggested role keeps its matchScore and the skills still to learn', async () => {
    const { result } = await renderRoles();
    act(() => {
      result.current.setSkills(['React', 'TypeScript']);
    });
    const suggestion = result.current.suggestions.find((entry) => entry.id === frontend.id)!;
    act(() => result.current.add(suggestion));
    expect(result.current.roles[0]).toMatchObject({
      matchScore: suggestion.matchScore,
      requirements: ['CSS', 'Accessibility', 'Testing'],
    });
  });

  it('set active, remove with "Role Removed", and location with "Location Updated"', async () => {
    const { result } = await renderRoles();
    act(() => result.current.add(frontend));
    act(() => result.current.add(data));
    act(() => result.current.setActive(data.id));
    expect(result.current.active?.id).toBe(data.id);
    act(() => {
      result.current.updateLocation(data.id, 'Lyon');
    });
    expect(result.current.active?.location).toBe('Lyon');
    expect(mocks.toast.success).toHaveBeenLastCalledWith({
      title: 'Location Updated',
      description: 'Role location preference updated',
    });
    act(() => result.current.remove(data.id));
    expect(result.current.active?.id).toBe(frontend.id);
    expect(mocks.toast.success).toHaveBeenLastCalledWith({
      title: 'Role Removed',
      description: 'Role removed from your list',
    });
  });

  it('when storage fails, says why and loses nothing already in the list', async () => {
    const { result } = await renderRoles();
    act(() => result.current.add(frontend));
    act(() => result.current.add(data));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const add = catalogueRole('devops-engineer')!;
    act(() => result.current.add(add));
    act(() => result.current.remove(frontend.id));
    act(() => result.current.setActive(data.id));
    act(() => {
      result.current.updateLocation(frontend.id, 'Rome');
    });
    const errors = mocks.toast.error.mock.calls.map(([input]) => input.description);
    expect(errors).toEqual([
      'Failed to add role',
      'Failed to remove role',
      'Failed to set active role',
      'Failed to update location',
    ]);
    expect(mocks.toast.error.mock.calls.every(([input]) => input.title === 'Error')).toBe(true);
    expect(result.current.roles.map((role) => role.id)).toEqual([frontend.id, data.id]);
    expect(result.current.active?.id).toBe(frontend.id);
  });

  it("keeps each person's list apart and reads it back", async () => {
    const first = await renderRoles('u1');
    act(() => first.result.current.add(frontend));
    first.unmount();
    const other = await renderRoles('u2');
    expect(other.result.current.roles).toEqual([]);
    other.unmount();
    useCareerRolesStore.setState({ userId: null, roles: [], skills: [] });
    const again = await renderRoles('u1');
    expect(again.result.current.roles.map((role) => role.id)).toEqual([frontend.id]);
  });

  it('speaks Arabic in its toasts', async () => {
    const { result } = await renderRoles('u1', 'ar');
    act(() => result.current.add(frontend));
    act(() => result.current.add(frontend));
    const [input] = mocks.toast.error.mock.calls[0]!;
    expect(input.description).toContain('Frontend Engineer');
    expect(input.title).not.toBe('Role Already Added');
  });
});

describe('career roles in two tabs', () => {
  it('takes the list another tab stored, so a later change keeps both', async () => {
    useCareerRolesStore.setState({ userId: null, roles: [], skills: [] });
    const { Wrapper } = await createHookWrapper();
    const { result } = renderHook(() => useCareerRoles('u9'), { wrapper: Wrapper });
    const key = `${CAREER_ROLES_STORAGE_PREFIX}u9`;
    const otherTab = {
      roles: [
        {
          id: 'data-scientist',
          title: 'Data Scientist',
          confidence: 1,
          skills: [],
          dateAdded: '2026-11-22T00:00:00.000Z',
          isActive: true,
          requirements: [],
          type: 'standard',
        },
      ],
      skills: [],
    };
    localStorage.setItem(key, JSON.stringify(otherTab));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    act(() => result.current.add(catalogueRole('frontend-engineer')!));
    expect(result.current.roles.map((role) => role.id)).toEqual([
      'data-scientist',
      'frontend-engineer',
    ]);
    expect(result.current.active?.id).toBe('data-scientist');
  });
});
