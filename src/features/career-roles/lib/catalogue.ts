import { JOB_FAMILIES } from '@contracts/job-catalogue';
import type { CatalogueRole } from '../types';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The career roles people can target: the job market's occupational families and their skills. */
export const ROLE_CATALOGUE: readonly CatalogueRole[] = JOB_FAMILIES.map((family) => ({
  id: slug(family.title),
  title: family.title,
  skills: family.skills,
}));

export function catalogueRole(id: string): CatalogueRole | undefined {
  return ROLE_CATALOGUE.find((role) => role.id === id);
}
