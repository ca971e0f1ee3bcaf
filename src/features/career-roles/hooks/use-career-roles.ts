import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/lib/telemetry';
import { toast } from '@/lib/toast';
import { CAREER_ROLES_STORAGE_PREFIX, PICKED_ROLE_CONFIDENCE } from '../constants';
import { ROLE_CATALOGUE } from '../lib/catalogue';
import { activeRole } from '../lib/role-list';
import { suggestRoles } from '../lib/similarity';
import { useCareerRolesStore } from '../stores/career-roles-store';
import type { CatalogueRole, RoleSuggestion } from '../types';

/** The person's roles with every action announcing its outcome in a toast. */
export function useCareerRoles(userId: string | null) {
  const { t } = useTranslation();
  const store = useCareerRolesStore();
  const { load } = store;

  useEffect(() => {
    if (useCareerRolesStore.getState().userId !== userId) load(userId);
    // another tab changed the list: take its version, so neither tab overwrites the other
    const onStorage = (event: StorageEvent) => {
      if (userId && event.key === `${CAREER_ROLES_STORAGE_PREFIX}${userId}`) load(userId);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, load]);

  const suggestions = useMemo(
    () => suggestRoles(ROLE_CATALOGUE, store.skills, store.roles),
    [store.skills, store.roles],
  );

  const failed = (key: 'add' | 'remove' | 'setActive' | 'location') =>
    toast.error({ title: t('common.error'), description: t(`careerRoles.errors.${key}`) });

  function add(role: CatalogueRole | RoleSuggestion) {
    const suggested = 'matchScore' in role;
    const result = store.addRole({
      id: role.id,
      title: role.title,
      skills: [...role.skills],
      confidence: suggested ? Number(role.similarity.toFixed(2)) : PICKED_ROLE_CONFIDENCE,
      requirements: suggested ? role.missingSkills : [...role.skills],
      ...(suggested ? { matchScore: role.matchScore } : {}),
    });
    if (result.ok) {
      track('role_added', { roleId: role.id, suggested });
      toast.success({ title: t('careerRoles.added.title'), description: role.title });
    } else if (result.reason === 'exists') {
      toast.error({
        title: t('careerRoles.exists.title'),
        description: t('careerRoles.exists.body', { title: role.title }),
      });
    } else failed('add');
  }

  return {
    roles: store.roles,
    skills: store.skills,
    active: activeRole(store.roles),
    suggestions,
    add,
    remove(id: string) {
      if (store.removeRole(id).ok) {
        toast.success({
          title: t('careerRoles.removed.title'),
          description: t('careerRoles.removed.body'),
        });
      } else failed('remove');
    },
    setActive(id: string) {
      if (!store.setActiveRole(id).ok) failed('setActive');
    },
    updateLocation(id: string, location: string) {
      if (store.updateLocation(id, location).ok) {
        toast.success({
          title: t('careerRoles.location.title'),
          description: t('careerRoles.location.body'),
        });
        return true;
      }
      failed('location');
      return false;
    },
    /** Returns whether the skills were kept. */
    setSkills(skills: string[]) {
      const ok = store.setSkills(skills).ok;
      if (!ok)
        toast.error({ title: t('common.error'), description: t('careerRoles.errors.skills') });
      return ok;
    },
  };
}
