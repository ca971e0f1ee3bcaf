import { describe, expect, it } from 'vitest';
import { matchScore } from '@contracts/application';
import { MATCH_SCORE_MAX } from '../constants';
import {
  applicationRow,
  bestMatch,
  clampScore,
  matchesFilters,
  NO_FILTERS,
  poolRow,
  screenRows,
  sortRows,
  splitSkills,
  stageParam,
  type ScreeningRow,
} from '../lib/screening';
import type { Application, PoolCandidate, ScreeningJob } from '../types';
import { at } from './firestore-fake';

const frontend: ScreeningJob = {
  id: 'northwind-frontend-engineer',
  title: 'Frontend Engineer',
  company: 'Northwind Talent',
  companyId: 'northwind-talent',
  skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
  status: 'open',
};
const data: ScreeningJob = {
  ...frontend,
  id: 'northwind-data-engineer',
  title: 'Data Engineer',
  skills: ['Python', 'SQL', 'Airflow'],
};

const row = (overrides: Partial<ScreeningRow>): ScreeningRow => ({
  id: 'row',
  name: 'Ada Lovelace',
  title: 'Engineer',
  location: 'Berlin, Germany',
  skills: [],
  score: 50,
  stage: 'applied',
  date: Date.parse('2026-11-01T00:00:00Z'),
  waitingSince: null,
  jobId: frontend.id,
  jobTitle: frontend.title,
  imageUrl: null,
  ...overrides,
});

describe('the match score', () => {
  it('is the share of the job’s skills the person lists, rounded, without case or spaces', () => {
    expect(matchScore(frontend.skills, ['react', ' TypeScript ', 'Go'])).toBe(50);
    expect(matchScore(['A', 'B', 'C'], ['a'])).toBe(33);
    expect(matchScore(['A', 'B', 'C'], ['a', 'b'])).toBe(67);
    expect(matchScore(frontend.skills, [...frontend.skills, 'Go', 'Rust'])).toBe(MATCH_SCORE_MAX);
    expect(matchScore([], ['React'])).toBe(0);
  });

  it('scores an application against its own job’s skills', () => {
    const application = {
      id: 'northwind-frontend-engineer_u1',
      jobId: frontend.id,
      jobTitle: 'Old title',
      candidate: {
        name: 'Lena Fischer',
        email: '',
        title: 'Web developer',
        location: 'Hamburg, Germany',
        skills: ['React', 'CSS'],
        experience: '',
        education: '',
        availability: '',
        salary: '',
        imageUrl: null,
      },
      stage: 'screening',
      createdAt: at('2026-11-03T10:00:00Z'),
    } as Application;
    const jobs = new Map([[frontend.id, frontend]]);
    expect(applicationRow(application, jobs)).toMatchObject({
      score: 50,
      stage: 'screening',
      jobTitle: 'Frontend Engineer',
      date: Date.parse('2026-11-03T10:00:00Z'),
    });
    expect(applicationRow(application, new Map()).score).toBeNull();
  });

  it('scores a pool candidate against the chosen job, or the job they match best', () => {
    const candidate = {
      id: 'candidate-001',
      name: 'Noor Haddad',
      skills: ['Python', 'SQL'],
      createdAt: null,
    } as unknown as PoolCandidate;
    expect(poolRow(candidate, frontend, [frontend, data]).score).toBe(0);
    expect(poolRow(candidate, null, [frontend, data])).toMatchObject({
      score: 67,
      jobId: data.id,
      stage: null,
    });
    expect(bestMatch(['React'], [])).toBeNull();
  });
});

describe('the screening filters', () => {
  it('keep one stage, a minimum score, every listed skill and a place', () => {
    const a = row({ id: 'a', stage: 'interview', score: 80, skills: ['React', 'CSS'] });
    const b = row({ id: 'b', stage: 'applied', score: 40, location: 'Lyon, France' });
    expect(matchesFilters(a, NO_FILTERS)).toBe(true);
    expect(matchesFilters(a, { ...NO_FILTERS, stage: 'interview' })).toBe(true);
    expect(matchesFilters(b, { ...NO_FILTERS, stage: 'interview' })).toBe(false);
    expect(matchesFilters(a, { ...NO_FILTERS, minScore: 80 })).toBe(true);
    expect(matchesFilters(b, { ...NO_FILTERS, minScore: 41 })).toBe(false);
    expect(matchesFilters(a, { ...NO_FILTERS, skills: ['react', ' css '] })).toBe(true);
    expect(matchesFilters(a, { ...NO_FILTERS, skills: ['React', 'Go'] })).toBe(false);
    expect(matchesFilters(b, { ...NO_FILTERS, location: 'lyon' })).toBe(true);
    expect(matchesFilters(a, { ...NO_FILTERS, location: 'lyon' })).toBe(false);
  });

  it('let a row without a score through only when no minimum is set', () => {
    const unscored = row({ score: null });
    expect(matchesFilters(unscored, NO_FILTERS)).toBe(true);
    expect(matchesFilters(unscored, { ...NO_FILTERS, minScore: 1 })).toBe(false);
  });

  it('read skills as typed and keep the minimum within 0–100', () => {
    expect(splitSkills(' React, ,TypeScript ,')).toEqual(['React', 'TypeScript']);
    expect([clampScore(-5), clampScore(150), clampScore(Number.NaN), clampScore(72.6)]).toEqual([
      0, 100, 0, 73,
    ]);
    expect(stageParam('offer')).toBe('offer');
    expect(stageParam('deleted')).toBe('');
    expect(stageParam(null)).toBe('');
  });
});

describe('the screening order', () => {
  const older = row({ id: 'older', name: 'B', score: 90, date: Date.parse('2026-10-01') });
  const newer = row({ id: 'newer', name: 'A', score: 60, date: Date.parse('2026-11-01') });
  const tie = row({ id: 'tie', name: 'C', score: 90, date: Date.parse('2026-11-05') });

  it('by match score: best first, then the newest', () => {
    expect(sortRows([newer, older, tie], 'match').map((entry) => entry.id)).toEqual([
      'tie',
      'older',
      'newer',
    ]);
  });

  it('by date: newest first, then the best match', () => {
    expect(sortRows([older, tie, newer], 'date').map((entry) => entry.id)).toEqual([
      'tie',
      'newer',
      'older',
    ]);
  });

  it('filters, then sorts', () => {
    const shown = screenRows([older, newer, tie], { ...NO_FILTERS, minScore: 70 }, 'date');
    expect(shown.map((entry) => entry.id)).toEqual(['tie', 'older']);
  });
});
