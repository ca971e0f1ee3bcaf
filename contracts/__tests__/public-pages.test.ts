import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON, jobSlug, publicJobPath, robotsTxt } from '../public-pages';

const root = path.join(import.meta.dirname, '..', '..');

describe("the site's icon", () => {
  it('is the PNG every page names, of the size it says', () => {
    expect(readFileSync(path.join(root, 'index.html'), 'utf8')).toContain(
      `<link rel="icon" href="${FAVICON.href}" type="${FAVICON.type}" />`,
    );
    const png = readFileSync(path.join(root, 'public', FAVICON.href));
    // the PNG signature, then the IHDR chunk: width and height as 32-bit numbers
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([FAVICON.size, FAVICON.size]);
  });
});

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
