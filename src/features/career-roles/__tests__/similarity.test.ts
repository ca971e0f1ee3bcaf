import { describe, expect, it } from 'vitest';
import { ROLE_CATALOGUE } from '../lib/catalogue';
import { skillSimilarity, suggestRoles, toMatchScore } from '../lib/similarity';
import type { UserRole } from '../types';

describe('role suggestions', () => {
  it('similarity is |A∩B| / √(|A|·|B|), case-insensitive', () => {
    expect(skillSimilarity(['React', 'CSS'], ['react', 'css'])).toBe(1);
    expect(skillSimilarity(['React'], ['Go'])).toBe(0);
    expect(skillSimilarity([], ['Go'])).toBe(0);
    // 2 shared of 4 and 5 skills: 2 / √20
    expect(skillSimilarity(['A', 'B', 'C', 'D'], ['a', 'b', 'x', 'y', 'z'])).toBeCloseTo(
      2 / Math.sqrt(20),
      10,
    );
  });

  it('matchScore is similarity × 100, rounded', () => {
    expect(toMatchScore(2 / Math.sqrt(20))).toBe(45);
    expect(toMatchScore(0.005)).toBe(1);
    expect(toMatchScore(0.004)).toBe(0);
  });

  it('suggests the closest roles first, never one already in the list', () => {
    const skills = ['React', 'TypeScript', 'CSS', 'Accessibility', 'Testing'];
    const suggestions = suggestRoles(ROLE_CATALOGUE, skills, []);
    expect(suggestions[0]).toMatchObject({ id: 'frontend-engineer', matchScore: 100 });
    expect(suggestions.length).toBeLessThanOrEqual(5);
    const scores = suggestions.map((entry) => entry.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const current: UserRole[] = [
      {
        id: 'frontend-engineer',
        title: 'Frontend Engineer',
        confidence: 1,
        skills,
        dateAdded: '2026-11-22T00:00:00.000Z',
        isActive: true,
        requirements: [],
        type: 'standard',
      },
    ];
    const next = suggestRoles(ROLE_CATALOGUE, [], current);
    expect(next.map((entry) => entry.id)).not.toContain('frontend-engineer');
    expect(next[0]?.matchScore).toBeGreaterThan(0);
    expect(next[0]?.missingSkills.every((skill) => !skills.includes(skill))).toBe(true);
  });

  it('suggests nothing to a person with no skills and no roles', () => {
    expect(suggestRoles(ROLE_CATALOGUE, [], [])).toEqual([]);
  });
});
