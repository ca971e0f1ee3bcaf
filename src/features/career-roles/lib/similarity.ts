// Suggestions: how close a role's skills are to the person's.
//
// The measure is the Ochiai coefficient (cosine similarity of two skill sets as 0/1 vectors):
//   similarity(A, B) = |A ∩ B| / √(|A| · |B|)
// A = the person's skills together with the skills of the roles already in their list,
// B = the catalogue role's skills, compared case-insensitively. It is 1 for identical sets, 0 for
// disjoint ones, and unlike Jaccard it does not punish a person for listing many skills.
// matchScore = round(similarity × 100).
import { MAX_ROLE_SUGGESTIONS } from '../constants';
import type { CatalogueRole, RoleSuggestion, UserRole } from '../types';

const normalize = (skills: readonly string[]) =>
  new Set(skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean));

export function skillSimilarity(a: readonly string[], b: readonly string[]): number {
  const left = normalize(a);
  const right = normalize(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const skill of left) if (right.has(skill)) shared += 1;
  return shared / Math.sqrt(left.size * right.size);
}

export const toMatchScore = (similarity: number) => Math.round(similarity * 100);

/** The catalogue roles most like the person, best first, leaving out roles already in the list. */
export function suggestRoles(
  catalogue: readonly CatalogueRole[],
  personSkills: readonly string[],
  currentRoles: readonly UserRole[],
  limit = MAX_ROLE_SUGGESTIONS,
): RoleSuggestion[] {
  const skills = [...personSkills, ...currentRoles.flatMap((role) => role.skills)];
  const owned = normalize(skills);
  const taken = new Set(currentRoles.map((role) => role.id));
  return catalogue
    .filter((role) => !taken.has(role.id))
    .map((role) => {
      const similarity = skillSimilarity(skills, role.skills);
      return {
        ...role,
        similarity,
        matchScore: toMatchScore(similarity),
        missingSkills: role.skills.filter((skill) => !owned.has(skill.toLowerCase())),
      };
    })
    .filter((role) => role.matchScore > 0)
    .sort((a, b) => b.similarity - a.similarity || a.title.localeCompare(b.title))
    .slice(0, limit);
}
