import { describe, expect, it } from 'vitest';
import { jobSlug, publicJobPath, robotsTxt } from '../public-pages';

describe("a job's public address", () => {
  it('is its id and the words of its title', () => {
    expect(publicJobPath('abc123', 'Senior Frontend Engineer (React/TS)')).toBe(
      '/jobs/abc123/senior-frontend-engineer-react-ts',
    );
    expect(jobSlug('Ingénieur·e Données — Zürich')).toBe('ingenieur-e-donnees-zurich');
  });

  it('keeps letters of other scripts, encoded, and drops an empty slug', () => {
    expect(publicJobPath('j1', 'مهندس برمجيات')).toBe(
      `/jobs/j1/${encodeURIComponent('مهندس-برمجيات')}`,
    );
    expect(publicJobPath('j 2', '!!!')).toBe('/jobs/j%202');
  });

  it('keeps the slug short', () => {
    expect(jobSlug('word '.repeat(40)).length).toBeLessThanOrEqual(60);
    expect(jobSlug('word '.repeat(40))).not.toMatch(/^-|-$/);
  });
});

describe('robots.txt', () => {
  it("keeps dashboards and sign-in out and names the sitemap at the site's address", () => {
    const robots = robotsTxt('https://jobs.example/');
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /auth',
      'Sitemap: https://jobs.example/sitemap.xml',
      '',
    ]);
    expect(robotsTxt(null)).not.toContain('Sitemap');
  });
});
