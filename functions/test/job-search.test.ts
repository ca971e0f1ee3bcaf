// GET /api/jobs/search and /api/jobs/suggest through the Hosting rewrite, on the seeded suite's
// search engine: answers and their caching, bad input (a 400 naming the field), the rate limit of
// a signed-out address. And the handler's 503 when the engine cannot be reached. How soon a posting
// published or closed is found (or gone) is measured alone: search-freshness.quiet.test.ts.
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../../scripts/lib/emulator-config.ts';
import type { JobSearchResponse, JobSuggestResponse } from '../src/contracts.ts';
import { TEST_CLIENT_HEADER, TEST_NOW_HEADER } from '../src/lib/rate-limit.ts';
import { useHarness } from './lib/callable-harness.ts';
import { jobSearchClient } from './lib/job-search-client.ts';

const h = useHarness('search');
const { client, search, searchBody } = jobSearchClient(h);

describe('GET /api/jobs/search', () => {
  it('answers ranked hits, the exact total and facet counts; cacheable when signed out', async () => {
    const response = await search('q=engineer&limit=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const body = (await response.json()) as JobSearchResponse;
    expect(body.hits).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.facets.type.reduce((sum, facet) => sum + facet.count, 0)).toBe(body.total);
    for (const hit of body.hits) {
      expect(hit.titleHighlight.some((piece) => piece.hit)).toBe(true);
    }
    const next = await searchBody(`q=engineer&limit=5&cursor=${body.nextCursor ?? ''}`);
    const ids = new Set(body.hits.map((hit) => hit.id));
    expect(next.hits.some((hit) => ids.has(hit.id))).toBe(false);
  });

  it('keeps an answer private to the browser when an Authorization header is sent', async () => {
    const person = await h.account('seeker');
    const response = await search('q=designer', { authorization: `Bearer ${person.idToken}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^private/);
  });

  it.each([
    ['a 5,000-character query', `q=${'a'.repeat(5_000)}`, 'q'],
    ['an unknown parameter', 'q=go&colour=blue', 'colour'],
    ['an unknown facet value', 'type=Banana', 'type'],
    ['a negative distance', 'location=Berlin&withinKm=-5', 'withinKm'],
    ['a distance that is not a number', 'location=Berlin&withinKm=far', 'withinKm'],
    ['a malformed cursor', 'q=go&cursor=not-a-cursor', 'cursor'],
    ['a single value given twice', 'q=go&q=rust', 'q'],
    ['a page size beyond the limit', 'limit=500', 'limit'],
  ])('refuses %s with a 400 that names the field', async (_what, query, field) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: 'invalid-query', field });
  });

  it('answers a signed-out address past its 60 searches a minute with 429', async () => {
    const address = client();
    // the limiter's clock fixed (TEST_NOW_HEADER): the 61 land in one window however slow
    const from = { [TEST_CLIENT_HEADER]: address, [TEST_NOW_HEADER]: String(Date.now()) };
    // one after the other: each is counted before the next is sent
    for (let n = 0; n < 60; n += 1) {
      const response = await search('q=dev&limit=1', from);
      expect(response.status, `search ${n + 1}`).toBe(200);
    }
    const refused = await search('q=dev&limit=1', from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: 'rate-limited' });
    // completions are counted apart: typing goes on
    const suggest = await fetch(`${hostingUrl}/api/jobs/suggest?q=dev`, { headers: from });
    expect(suggest.status).toBe(200);
  });
});

describe('GET /api/jobs/suggest', () => {
  it('completes titles, skills and places from the index', async () => {
    const response = await fetch(`${hostingUrl}/api/jobs/suggest?q=eng`, {
      headers: { [TEST_CLIENT_HEADER]: client() },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as JobSuggestResponse;
    expect(body.titles.length).toBeGreaterThan(0);
    expect(body.titles.every((title) => /eng/i.test(title))).toBe(true);
  });

  it('refuses a completion of more than 80 characters', async () => {
    const response = await fetch(`${hostingUrl}/api/jobs/suggest?q=${'x'.repeat(81)}`, {
      headers: { [TEST_CLIENT_HEADER]: client() },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid-query', field: 'q' });
  });
});

describe('the search handler', () => {
  it('answers 503 "unavailable" when the engine cannot be reached', async () => {
    process.env.SEARCH_DATABASE_URL = 'postgresql://postgres@127.0.0.1:9/postgres';
    const { handleSearch } = await import('../src/search/handle-search.ts');
    const sent: { status?: number; body?: unknown; headers: Record<string, string> } = {
      headers: {},
    };
    const res = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      set(name: string | Record<string, string>, value?: string) {
        if (typeof name === 'string') sent.headers[name] = value ?? '';
        else Object.assign(sent.headers, name);
        return this;
      },
      json(body: unknown) {
        sent.body = body;
        return this;
      },
    } as unknown as Response;
    const req = {
      headers: { [TEST_CLIENT_HEADER]: client() },
      originalUrl: '/api/jobs/search?q=engineer',
      url: '/api/jobs/search?q=engineer',
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as Request;
    await handleSearch(req, res);
    expect(sent.status).toBe(503);
    expect(sent.body).toEqual({ error: 'unavailable' });
  });
});
