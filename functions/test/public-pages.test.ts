// The public job pages, sitemap and board as the publicPages function renders them,
// without an emulator: every page's JobPosting JSON-LD parsed and held to Google's required
// properties and types (open, closed, remote, on-site), a posting whose text tries to break out
// of its script element, the visitor's language, the 404 and 410 pages and their cache headers,
// the sitemap's split into an index, and the board's form and answers with a fake search engine.
import type { Request, Response } from 'express';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_CACHE_SECONDS,
  publicJobPath,
  type JobSearchRequest,
  type JobSearchResponse,
} from '../src/contracts.ts';
import { boardPage, type BoardOptions } from '../src/public-pages/board.ts';
import { jsonForScript } from '../src/public-pages/html.ts';
import { renderJobPage, type PageContext } from '../src/public-pages/job-page.ts';
import { publicJobOf, type PublicJob } from '../src/public-pages/public-job.ts';
import { publicPagesHandler } from '../src/public-pages/serve.ts';
import { sitemapIndexXml, sitemapPlan, sitemapXml } from '../src/public-pages/sitemap.ts';
import { pickLocale, translator } from '../src/public-pages/texts.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const ORIGIN = 'https://jobs.example';

const context = (locale: PageContext['locale'] = 'en', langChosen = false): PageContext => ({
  locale,
  t: translator(locale),
  origin: ORIGIN,
  langChosen,
  now: NOW,
});

const snapshot = (id: string, data: Record<string, unknown> | undefined) =>
  ({
    id,
    exists: data !== undefined,
    data: () => data,
    get: (field: string) => data?.[field],
  }) as unknown as DocumentSnapshot;

const stored = (overrides: Record<string, unknown> = {}) => ({
  id: 'job-1',
  title: 'Senior Frontend Engineer',
  company: 'Acme GmbH',
  location: 'Berlin, Germany',
  remote: false,
  description: 'Build the interfaces our customers use every day.\nReact and TypeScript.',
  postedDate: '2026-11-20T09:00:00.000Z',
  applyUrl: '',
  salary: 85_000,
  type: 'Full-time',
  skills: ['React', 'TypeScript'],
  experience: 'Senior',
  keywords: [],
  locationKey: 'berlin',
  status: 'open',
  companyId: 'acme',
  createdBy: 'owner',
  ...overrides,
});

const job = (overrides: Record<string, unknown> = {}): PublicJob =>
  publicJobOf(
    snapshot(typeof overrides.id === 'string' ? overrides.id : 'job-1', stored(overrides)),
  );

/** The page's JSON-LD blocks, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

/** A nested object of the JSON-LD (fails when it is none). */
const objectAt = (ld: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = ld[key];
  expect(value, key).toBeTypeOf('object');
  return value as Record<string, unknown>;
};

const nonEmptyText = (value: unknown, name: string) => {
  expect(value, name).toBeTypeOf('string');
  expect((value as string).trim(), name).not.toBe('');
};

/** Google's required JobPosting properties, with their types; the recommended ones when present. */
function expectGoogleJobPosting(ld: Record<string, unknown>) {
  expect(ld['@context']).toMatch(/^https?:\/\/schema\.org\/?$/);
  expect(ld['@type']).toBe('JobPosting');
  nonEmptyText(ld.title, 'title');
  nonEmptyText(ld.description, 'description');
  expect(ld.datePosted).toMatch(ISO_DATE_TIME);
  const organization = objectAt(ld, 'hiringOrganization');
  expect(organization['@type']).toBe('Organization');
  nonEmptyText(organization.name, 'hiringOrganization.name');
  if (ld.jobLocationType === 'TELECOMMUTE') {
    const region = objectAt(ld, 'applicantLocationRequirements');
    expect(region['@type']).toBe('Country');
    nonEmptyText(region.name, 'applicantLocationRequirements.name');
  } else {
    const place = objectAt(ld, 'jobLocation');
    expect(place['@type']).toBe('Place');
    const address = objectAt(place, 'address');
    expect(address['@type']).toBe('PostalAddress');
    nonEmptyText(address.addressLocality, 'address.addressLocality');
  }
  if ('validThrough' in ld) expect(ld.validThrough).toMatch(ISO_DATE_TIME);
  if ('employmentType' in ld) expect(EMPLOYMENT_TYPES).toContain(ld.employmentType);
  if ('baseSalary' in ld) {
    const salary = objectAt(ld, 'baseSalary');
    expect(salary['@type']).toBe('MonetaryAmount');
    expect(salary.currency).toBe('USD');
    const value = objectAt(salary, 'value');
    expect(value['@type']).toBe('QuantitativeValue');
    expect(value.value).toBeTypeOf('number');
    expect(value.unitText).toBe('YEAR');
  }
  const identifier = objectAt(ld, 'identifier');
  expect(identifier['@type']).toBe('PropertyValue');
  nonEmptyText(identifier.value, 'identifier.value');
  expect(ld.directApply).toBeTypeOf('boolean');
}

describe('a job page', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['open, on-site', {}],
    ['open, remote', { id: 'job-remote', remote: true, location: 'Lisbon, Portugal' }],
    ['closed, on-site', { id: 'job-closed', status: 'closed' }],
    ['closed, remote', { id: 'job-closed-remote', status: 'closed', remote: true }],
    [
      'without salary, external apply',
      { id: 'job-x', salary: 0, applyUrl: 'https://acme.example/apply' },
    ],
  ];
  it.each(cases)('%s carries one JobPosting with what Google requires', (_name, overrides) => {
    const html = renderJobPage(job(overrides), context());
    const blocks = jsonLdOf(html);
    expect(blocks).toHaveLength(1);
    expectGoogleJobPosting(blocks[0]!);
  });

  it('an on-site job has its place; a remote one TELECOMMUTE and where applicants may live', () => {
    const onSite = jsonLdOf(renderJobPage(job(), context()))[0]!;
    expect(onSite.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'Germany' },
    });
    expect(onSite).not.toHaveProperty('jobLocationType');
    const remote = jsonLdOf(
      renderJobPage(job({ remote: true, location: 'Lisbon, Portugal' }), context()),
    )[0]!;
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Portugal' });
    expect(remote).not.toHaveProperty('jobLocation');
  });

  it('has the recommended properties the posting has', () => {
    const ld = jsonLdOf(renderJobPage(job(), context()))[0]!;
    expect(ld).toMatchObject({
      title: 'Senior Frontend Engineer',
      datePosted: '2026-11-20T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      baseSalary: { value: { value: 85_000 } },
      identifier: { name: 'Acme GmbH', value: 'job-1' },
      directApply: true,
      url: `${ORIGIN}/jobs/job-1/senior-frontend-engineer`,
    });
    expect(ld).not.toHaveProperty('validThrough');
    const external = jsonLdOf(
      renderJobPage(job({ salary: 0, applyUrl: 'https://acme.example/apply' }), context()),
    )[0]!;
    expect(external.directApply).toBe(false);
    expect(external).not.toHaveProperty('baseSalary');
  });

  it("shows every field and the Apply button that opens the job's form in the app", () => {
    const html = renderJobPage(job(), context());
    for (const text of [
      'Senior Frontend Engineer',
      'Acme GmbH',
      'Berlin, Germany',
      'Full-time',
      'Senior',
      '$85,000 a year',
      'React',
      'TypeScript',
      'November 20, 2026',
      'React and TypeScript.',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/dashboard/job-seeker/jobs/job-1?apply=1"');
    expect(html).not.toContain('noindex');
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/jobs/job-1/senior-frontend-engineer">`,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Senior Frontend Engineer at Acme GmbH">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<link rel="icon" href="/favicon.png" type="image/png">');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it("an external posting's Apply goes to its own page", () => {
    const html = renderJobPage(job({ applyUrl: 'https://acme.example/apply?x=1&y=2' }), context());
    expect(html).toContain('href="https://acme.example/apply?x=1&amp;y=2"');
    expect(html).not.toContain('?apply=1');
  });

  it('a closed posting says so, has a past validThrough, no Apply and noindex', () => {
    const closedAt = new Date('2026-11-25T08:00:00.000Z');
    const html = renderJobPage(
      job({ status: 'closed', updatedAt: { toDate: () => closedAt } }),
      context(),
    );
    expect(html).toContain('This job is closed');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('?apply=1');
    const ld = jsonLdOf(html)[0]!;
    expect(ld.validThrough).toBe(closedAt.toISOString());
    expect(Date.parse(ld.validThrough as string)).toBeLessThan(NOW.getTime());
    // without a recorded change, just before now
    const unknown = jsonLdOf(
      renderJobPage(job({ status: 'closed', postedDate: '' }), context()),
    )[0]!;
    expect(Date.parse(unknown.validThrough as string)).toBeLessThan(NOW.getTime());
  });

  it('a posting with </script>, <!-- and quotes in its text stays one valid page', () => {
    const hostile = {
      title: 'Dev </script><script>alert("x")</script> "quoted" \'single\'',
      company: 'Evil <!-- Co & "Sons"',
      description: 'Line one\u2028line two\u2029</SCRIPT><img src=x onerror=alert(1)> <!-- -->',
      skills: ['<b>bold</b>', '"quote"'],
      location: '<Berlin>, "Germany"',
    };
    const html = renderJobPage(job(hostile), context());
    // one script element, the JSON-LD, and it ends where it should
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).not.toMatch(/<!--/);
    const ld = jsonLdOf(html)[0]!;
    expectGoogleJobPosting(ld);
    expect(ld.title).toBe(hostile.title);
    expect(ld.description).toBe(hostile.description);
    expect(ld.hiringOrganization).toMatchObject({ name: hostile.company });
    expect(html).toContain('Dev &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
  });

  it('escapes <, >, & and the line separators in JSON for a script element', () => {
    const text = '</script><!--&\u2028\u2029';
    const json = jsonForScript({ text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text });
  });

  it("speaks the visitor's language: Arabic right to left, German texts and formats", () => {
    const arabic = renderJobPage(job(), context('ar', true));
    expect(arabic).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(arabic).toContain('تقدّم للوظيفة');
    expect(arabic).toContain(
      `<link rel="canonical" href="${ORIGIN}/jobs/job-1/senior-frontend-engineer?lang=ar">`,
    );
    const german = renderJobPage(job(), context('de'));
    expect(german).toMatch(/<html lang="de" dir="ltr">/);
    expect(german).toContain('Vollzeit');
    expect(german).toContain('20. November 2026');
    for (const lng of ['en', 'de', 'it', 'fr', 'es', 'ar']) {
      expect(german).toContain(
        `hreflang="${lng}" href="${ORIGIN}/jobs/job-1/senior-frontend-engineer?lang=${lng}"`,
      );
    }
  });

  it("shows the company's response rate under its name, with what it means, when it has one", () => {
    const english = renderJobPage(job(), context(), { rate: 16 / 19, days: 2 });
    expect(english).toContain('Answers 84% of applications within 2 days.');
    expect(english).toContain('The share of applications of the last 90 days');
    const german = renderJobPage(job(), context('de'), { rate: 0.5, days: 1 });
    expect(german).toMatch(/Beantwortet 50\s% der Bewerbungen innerhalb von 1 Tag\./);
    expect(renderJobPage(job(), context())).not.toContain('of applications within');
  });
});

describe("the visitor's language", () => {
  it('?lang= wins, then Accept-Language by weight, then English', () => {
    expect(pickLocale('ar', 'de-DE,de;q=0.9')).toBe('ar');
    expect(pickLocale('xx', 'fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(pickLocale(undefined, 'ja;q=1, es;q=0.5, it;q=0.7')).toBe('it');
    expect(pickLocale(undefined, 'ja, zh')).toBe('en');
    expect(pickLocale(undefined, 'de;q=0, en;q=0.1')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});

describe('the sitemap', () => {
  it('one sitemap up to the page size; beyond it an index of pages', () => {
    expect(sitemapPlan(2, 2, undefined)).toEqual({ kind: 'urls', offset: 0, limit: 2 });
    expect(sitemapPlan(0, 2, undefined)).toEqual({ kind: 'urls', offset: 0, limit: 2 });
    expect(sitemapPlan(5, 2, undefined)).toEqual({ kind: 'index', pages: 3 });
    expect(sitemapPlan(5, 2, '3')).toEqual({ kind: 'urls', offset: 4, limit: 2 });
    expect(sitemapPlan(5, 2, '4')).toEqual({ kind: 'missing' });
    expect(sitemapPlan(5, 2, '0')).toEqual({ kind: 'missing' });
    expect(sitemapPlan(5, 2, 'x')).toEqual({ kind: 'missing' });
  });

  it('lists URLs with their last change, escaped; the index lists the pages', () => {
    const xml = sitemapXml([
      { loc: `${ORIGIN}${publicJobPath('a', 'R&D lead')}`, lastmod: '2026-11-20T09:00:00.000Z' },
      { loc: `${ORIGIN}/jobs/b`, lastmod: '' },
    ]);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/jobs/a/r-d-lead</loc><lastmod>2026-11-20T09:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/jobs/b</loc></url>`);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const index = sitemapIndexXml(ORIGIN, 3);
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain(`<loc>${ORIGIN}/sitemap.xml?page=3</loc>`);
  });
});

/** A response that records what the handler answered. */
function recorder() {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    set(name: string | Record<string, string>, value?: string) {
      if (typeof name === 'string') answer.headers[name.toLowerCase()] = value!;
      else
        for (const [key, entry] of Object.entries(name)) answer.headers[key.toLowerCase()] = entry;
      return res;
    },
    send(body: string) {
      answer.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, answer };
}

function request(path: string, headers: Record<string, string> = {}): Request {
  const url = new URL(path, ORIGIN);
  return {
    method: 'GET',
    path: url.pathname,
    url: path,
    originalUrl: path,
    query: Object.fromEntries(url.searchParams),
    headers,
  } as unknown as Request;
}

/** A Firestore with these jobs and tombstones, for single-document reads. */
function fakeFirestore(
  jobs: Record<string, Record<string, unknown>>,
  deleted: string[],
  stats: Record<string, Record<string, unknown>> = {},
): Firestore {
  return {
    collection: (name: string) => ({
      doc: (id: string) => ({
        get: () =>
          Promise.resolve(
            name === 'jobs'
              ? snapshot(id, jobs[id])
              : name === 'companyStats'
                ? snapshot(id, stats[id])
                : snapshot(id, deleted.includes(id) ? { deletedAt: NOW } : undefined),
          ),
      }),
    }),
  } as unknown as Firestore;
}

const noBoard: BoardOptions = {
  search: () => Promise.reject(new Error('no search here')),
  allow: () => Promise.resolve(true),
};

describe('the publicPages handler', () => {
  const handler = publicPagesHandler({
    firestore: () => fakeFirestore({ 'job-1': stored() }, ['job-gone']),
    now: () => NOW,
    sitemapPageSize: 2,
    board: boardPage(noBoard),
  });
  process.env.APP_URL = ORIGIN;

  it('a job: 200, cached for less than a minute by browser and CDN together, by language', async () => {
    const { res, answer } = recorder();
    await handler(request('/jobs/job-1/any-slug', { 'accept-language': 'fr-FR,fr;q=0.9' }), res);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="fr" dir="ltr">');
    expect(answer.headers['cache-control']).toBe(
      `public, max-age=${PUBLIC_CACHE_SECONDS.browser}, s-maxage=${PUBLIC_CACHE_SECONDS.edge}`,
    );
    expect(PUBLIC_CACHE_SECONDS.browser + PUBLIC_CACHE_SECONDS.edge).toBeLessThanOrEqual(60);
    expect(answer.headers.vary).toBe('Accept-Language');
  });

  it('a job of a company with a response rate shows it (companyStats), one without none', async () => {
    const withRate = publicPagesHandler({
      firestore: () =>
        fakeFirestore({ 'job-1': stored() }, [], {
          acme: {
            responseRate: 0.75,
            answeredOnTime: 3,
            judged: 4,
            promiseDays: 7,
            computedAt: { toMillis: () => NOW.getTime() },
          },
        }),
      now: () => NOW,
      sitemapPageSize: 2,
      board: boardPage(noBoard),
    });
    const rated = recorder();
    await withRate(request('/jobs/job-1/any-slug'), rated.res);
    expect(rated.answer.body).toContain('Answers 75% of applications within 7 days.');
    const plain = recorder();
    await handler(request('/jobs/job-1/any-slug'), plain.res);
    expect(plain.answer.body).not.toContain('of applications within');
  });

  it("a deleted posting: 410 in the visitor's language; an unknown id: 404", async () => {
    const gone = recorder();
    await handler(request('/jobs/job-gone?lang=ar'), gone.res);
    expect(gone.answer.status).toBe(410);
    expect(gone.answer.body).toContain('dir="rtl"');
    expect(gone.answer.body).toContain('أُزيلت هذه الوظيفة');
    expect(gone.answer.body).toContain('<meta name="robots" content="noindex">');
    const missing = recorder();
    await handler(request('/jobs/nobody-has-this'), missing.res);
    expect(missing.answer.status).toBe(404);
    expect(missing.answer.body).toContain('Job not found');
    for (const path of ['/jobs/__x__', '/jobs/a/b/c', '/jobs/%E0%A4%A']) {
      const odd = recorder();
      await handler(request(path), odd.res);
      expect(odd.answer.status).toBe(404);
    }
  });

  it('a board refused just now (rate limit, engine down) is never cached', async () => {
    const limited = publicPagesHandler({
      firestore: () => fakeFirestore({}, []),
      now: () => NOW,
      sitemapPageSize: 2,
      board: boardPage({ ...noBoard, allow: () => Promise.resolve(false) }),
    });
    const first = recorder();
    await limited(request('/jobs?q=x'), first.res);
    expect(first.answer.status).toBe(429);
    expect(first.answer.headers['cache-control']).toBe('no-store');
    const down = recorder();
    await handler(request('/jobs?q=x'), down.res);
    expect(down.answer.status).toBe(503);
    expect(down.answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses other methods than GET and HEAD', async () => {
    const post = recorder();
    await handler({ ...request('/jobs/job-1'), method: 'POST' } as Request, post.res);
    expect(post.answer.status).toBe(405);
  });
});

describe('the board', () => {
  const hit = {
    id: 'job-1',
    title: 'Frontend <Engineer>',
    company: 'Acme',
    companyId: 'acme',
    location: 'Berlin',
    remote: false,
    type: 'Full-time',
    experience: 'Senior',
    salary: 80_000,
    skills: ['React'],
    postedDate: '2026-11-20T09:00:00.000Z',
    applyUrl: '',
    titleHighlight: [
      { text: 'Frontend', hit: true },
      { text: ' <Engineer>', hit: false },
    ],
    snippet: [{ text: 'Build <things>', hit: false }],
  };
  const answer: JobSearchResponse = {
    hits: [hit],
    total: 41,
    facets: { type: [], experience: [], remote: [], city: [], salaryBand: [], skill: [] },
    nextCursor: 'c2',
    didYouMean: null,
  };

  const run = async (path: string, options: Partial<BoardOptions>) => {
    const asked: JobSearchRequest[] = [];
    const board = boardPage({
      search: (searchRequest) => {
        asked.push(searchRequest);
        return Promise.resolve(answer);
      },
      allow: () => Promise.resolve(true),
      ...options,
    });
    const { res } = recorder();
    return { ...(await board(request(path), res, context('en'))), asked };
  };

  it("searches with the form's filters and links each hit to its public page", async () => {
    const { status, html, asked } = await run(
      '/jobs?q=frontend&location=Berlin&type=Full-time&minSalary=50000&remote=1&sort=salary',
      {},
    );
    expect(status).toBe(200);
    expect(asked[0]).toMatchObject({
      q: 'frontend',
      location: 'Berlin',
      type: 'Full-time',
      minSalary: 50_000,
      remote: true,
      sort: 'salary',
    });
    expect(html).toContain(
      '<a href="/jobs/job-1/frontend-engineer"><mark>Frontend</mark> &lt;Engineer&gt;</a>',
    );
    expect(html).toContain('Jobs found: 41');
    expect(html).toContain('value="frontend"');
    expect(html).toContain('<option value="Full-time" selected>');
    expect(html).toContain('name="remote" type="checkbox" value="1" checked');
    expect(html).toContain(
      'href="/jobs?q=frontend&amp;location=Berlin&amp;remote=1&amp;type=Full-time&amp;minSalary=50000&amp;sort=salary&amp;cursor=c2"',
    );
    expect(html).not.toContain('<things>');
  });

  it('offers every sort, best match first and chosen when the visitor chose none', async () => {
    const { html, asked } = await run('/jobs?q=frontend', {});
    expect(asked[0]).toMatchObject({ sort: 'relevance' });
    expect(html).toContain(
      '<option value="relevance" selected>Best match</option><option value="newest">Newest first</option><option value="salary">Highest salary first</option>',
    );
  });

  it('keeps what was typed when the search fails or the visitor searched too often', async () => {
    const failed = await run('/jobs?q=designer', {
      search: () => Promise.reject(new Error('down')),
    });
    expect(failed.status).toBe(503);
    expect(failed.html).toContain('The search could not be run just now');
    expect(failed.html).toContain('value="designer"');
    const limited = await run('/jobs?q=designer', { allow: () => Promise.resolve(false) });
    expect(limited.status).toBe(429);
    expect(limited.asked).toHaveLength(0);
    expect(limited.html).toContain('Too many searches');
    expect(limited.html).toContain('value="designer"');
  });

  it('a search the engine refuses for its input says what to change, keeping the form', async () => {
    const refused = new Error('not a cursor of this search');
    const { status, html } = await run('/jobs?q=ux&cursor=stale', {
      search: () => Promise.reject(refused),
      refusedInput: (error) => error === refused,
    });
    expect(status).toBe(400);
    expect(html).toContain('This search cannot be run');
    expect(html).toContain('value="ux"');
  });

  it('refuses a cursor the contract does not take, keeping the form', async () => {
    const { status, html, asked } = await run(`/jobs?q=ux&cursor=${'x'.repeat(300)}`, {});
    expect(status).toBe(400);
    expect(asked).toHaveLength(0);
    expect(html).toContain('value="ux"');
  });
});
