// A search and an autocomplete on the engine: the request checked against the contract
// (contracts/job-search.ts), its words looked up (unknown ones corrected from the index's own
// words through trigram similarity), then one query for the page of hits and one for the exact
// total and the facet counts, each facet counted with every other filter applied.
import {
  JOB_SEARCH_LIMITS,
  jobSearchRequestSchema,
  jobSuggestRequestSchema,
  locationKey,
  type FacetCount,
  type JobSearchFacets,
  type JobSearchHit,
  type JobSearchRequest,
  type JobSearchRequestInput,
  type JobSearchResponse,
  type JobSuggestResponse,
} from '../../contracts.js';
import { decodeCursor, encodeCursor, type CursorKeys } from './cursor.js';
import { editDistance } from './edit-distance.js';
import { HEADLINE_MARKERS, highlightPieces } from './highlight.js';
import { searchPool, type Queryable } from './pool.js';
import { parseQueryText, queryTextWith, type QueryText } from './query-text.js';

/** A request the engine refuses: `field` names what is wrong (the API's 400 says which). */
export class SearchInputError extends Error {
  override readonly name = 'SearchInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Yearly salary bands of the salary facet (by their lower bound). */
export const SALARY_BAND = 50_000;
/** How many cities and skills the facets list. */
export const FACET_TOP = 10;
/** A snippet's length when no word of the query is in the description. */
const SNIPPET_CHARS = 220;

/** Numbered parameters of one statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface WordLookup {
  word: string;
  /** The word's tsquery (stemmed in English, exact for names) as text, '' for a stop word. */
  query: string;
  known: boolean;
  suggestion: string | null;
  suggestionQuery: string | null;
  /**
   * The indexed spelling of a word jobs have by its stem only ("enginer" → "engineer"): shown in a
   * "did you mean" that another word's correction brings, never one of its own (a plural is no typo).
   */
  spelling?: string;
}

/** Fewest edits from a typed word to the indexed word it is taken for. */
const MAX_CORRECTION_EDITS = 2;

/**
 * Each word: its tsquery, whether any open job has it, and the closest indexed word when no job has
 * it — or when jobs have only its stem and an indexed word of another stem is a letter or two away
 * ("fronted" is "front" stemmed; "frontend" is what was meant). A plural or another form of a
 * word has the word's own stem, so it is left as typed.
 */
async function lookUpWords(db: Queryable, words: readonly string[]): Promise<WordLookup[]> {
  if (words.length === 0) return [];
  const { rows } = await db.query<
    Pick<WordLookup, 'word' | 'query'> & { folded: string; stem: string; exact: boolean }
  >(
    `select w.word, f.folded, e.english::text as stem,
       exists(select 1 from search_terms t where t.key = f.folded and t.kind = 'word') as exact,
       case when numnode(e.english) = 0 then '' else q.query::text end as query
     from unnest($1::text[]) with ordinality as w(word, ord)
     cross join lateral (select search_fold(w.word) as folded) f
     cross join lateral (select plainto_tsquery('english', f.folded) as english) e
     cross join lateral (select e.english || plainto_tsquery('simple', f.folded) as query) q
     order by w.ord`,
    [words],
  );
  // each word on its own: with its query as a parameter, the lookup is one probe of the index
  const has = async (query: string) =>
    (await db.query<{ known: boolean }>('select search_word_known($1::tsquery) as known', [query]))
      .rows[0]?.known === true;
  return Promise.all(
    rows.map(async ({ word, query, folded, stem, exact }) => {
      const none = { suggestion: null, suggestionQuery: null };
      if (query === '') return { word, query, known: true, ...none };
      if (!(await has(query)))
        return { word, query, known: false, ...(await closestWord(db, folded)) };
      if (exact) return { word, query, known: true, ...none };
      const closest = await closestWord(db, folded);
      if (closest.suggestion === null) return { word, query, known: true, ...none };
      if (closest.stem !== stem) return { word, query, known: true, ...closest };
      return { word, query, known: true, ...none, spelling: closest.suggestion };
    }),
  );
}

interface Candidate {
  key: string;
  stem: string;
  query: string;
  similarity: number;
  jobs: number;
}

/** How many indexed words alike by their letters are weighed by their edits. */
const CANDIDATES = 10;

/**
 * The indexed word closest to `folded`: among those alike by their letters (trigram similarity),
 * the fewest edits away (at most MAX_CORRECTION_EDITS), then the most alike, then the most frequent.
 */
async function closestWord(
  db: Queryable,
  folded: string,
): Promise<Pick<WordLookup, 'suggestion' | 'suggestionQuery'> & { stem: string | null }> {
  const { rows } = await db.query<Candidate>(
    `select key, plainto_tsquery('english', key)::text as stem,
       (plainto_tsquery('english', key) || plainto_tsquery('simple', key))::text as query,
       similarity(key, $1) as similarity, jobs
     from search_terms
     where key % $1 and kind = 'word' and key <> $1
     order by similarity(key, $1) desc, jobs desc, key
     limit ${CANDIDATES}`,
    [folded],
  );
  const ranked = rows
    .map((row) => ({ ...row, edits: editDistance(folded, row.key) }))
    .filter((row) => row.edits <= MAX_CORRECTION_EDITS)
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        b.similarity - a.similarity ||
        Number(b.jobs) - Number(a.jobs) ||
        a.key.localeCompare(b.key),
    );
  const best = ranked[0];
  return best
    ? { suggestion: best.key, suggestionQuery: best.query, stem: best.stem }
    : { suggestion: null, suggestionQuery: null, stem: null };
}

interface Nearby {
  keys: string[];
  /** km from the searched city, by city key (only with withinKm). */
  distances: Map<string, number>;
}

/** The cities a location filter takes in: the city itself, or every city within `withinKm`. */
async function nearbyCities(
  db: Queryable,
  location: string,
  withinKm: number | undefined,
): Promise<Nearby | null> {
  const city = locationKey(location);
  if (!city) return null;
  const { rows } = await db.query<{ key: string; km: number | null }>(
    `select search_fold($1) as key, 0::float8 as km
     union
     select c.key, distance_km(o.lat, o.lon, c.lat, c.lon)
     from cities o, cities c
     where $2::float8 is not null and o.key = search_fold($1)
       and distance_km(o.lat, o.lon, c.lat, c.lon) <= $2::float8`,
    [city, withinKm ?? null],
  );
  return {
    keys: rows.map((row) => row.key),
    distances: new Map(
      withinKm === undefined ? [] : rows.map((row) => [row.key, Math.round(row.km ?? 0)]),
    ),
  };
}

/** The text part of a search: its tsquery expression (or null: no words) and its exclusions. */
function textFilter(
  parsed: QueryText,
  lookups: readonly WordLookup[],
  params: Params,
): { query: string | null; excluded: string[] } {
  const parts = lookups
    .filter((lookup) => lookup.query !== '')
    .map((lookup) => {
      const typed = `${params.add(lookup.query)}::tsquery`;
      return lookup.suggestionQuery
        ? `(${typed} || ${params.add(lookup.suggestionQuery)}::tsquery)`
        : typed;
    });
  for (const phrase of parsed.phrases) {
    parts.push(`phraseto_tsquery('english', search_fold(${params.add(phrase)}))`);
  }
  const excluded = parsed.excluded.map((word) => {
    const folded = `search_fold(${params.add(word)})`;
    return word.includes(' ')
      ? `phraseto_tsquery('english', ${folded})`
      : `(plainto_tsquery('english', ${folded}) || plainto_tsquery('simple', ${folded}))`;
  });
  return { query: parts.length > 0 ? parts.join(' && ') : null, excluded };
}

type FacetName = keyof JobSearchFacets;

/** The column each facet but skills is grouped by (in the facets query's `base`). */
const GROUP_COLUMN = {
  type: 'type',
  experience: 'experience',
  remote: 'remote',
  city: 'city_key',
  salaryBand: 'band',
} as const;

interface Filters {
  /** Conditions every hit and every facet count meets. */
  common: string[];
  /** Each facet's own filter: applied to the hits and to every other facet's counts. */
  facet: [FacetName, string][];
}

function filtersOf(
  request: JobSearchRequest,
  text: ReturnType<typeof textFilter>,
  nearby: Nearby | null,
  params: Params,
): Filters {
  const common: string[] = [];
  // the words themselves rather than query.q: the planner sees them and can guess how many jobs
  // match (a page of a broad match by date or salary then walks that order's index)
  if (text.query) common.push(`j.document @@ (${text.query})`);
  for (const excluded of text.excluded) common.push(`not (j.document @@ ${excluded})`);
  if (request.excludeCompanies.length > 0) {
    common.push(
      `j.company_key <> all(array(select search_fold(c) from unnest(${params.add(
        request.excludeCompanies,
      )}::text[]) c))`,
    );
  }
  if (request.postedAfter) common.push(`j.posted_at > ${params.add(request.postedAfter)}`);
  const facet: Filters['facet'] = [];
  if (request.type) facet.push(['type', `j.type = ${params.add(request.type)}`]);
  if (request.experience) {
    facet.push(['experience', `j.experience = ${params.add(request.experience)}`]);
  }
  if (request.remote !== undefined)
    facet.push(['remote', `j.remote = ${params.add(request.remote)}`]);
  if (nearby) facet.push(['city', `j.city_key = any(${params.add(nearby.keys)}::text[])`]);
  if (request.minSalary) facet.push(['salaryBand', `j.salary >= ${params.add(request.minSalary)}`]);
  if (request.skills.length > 0) {
    const skills = params.add(request.skills);
    facet.push([
      'skill',
      `j.skill_keys @> array(select search_fold(s) from unnest(${skills}::text[]) s)`,
    ]);
  }
  return { common, facet };
}

const all = (conditions: readonly string[]) =>
  conditions.length > 0 ? conditions.join(' and ') : 'true';

const RANK = `(case when query.q is null then 0 else
  ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', j.document, query.q)
  + case when ts_filter(j.document, '{a}') @@ query.q then 1 else 0 end end)::float8`;

const ORDER: Record<JobSearchRequest['sort'], string> = {
  relevance: 'rank desc, posted_at desc, id desc',
  newest: 'posted_at desc, id desc',
  salary: 'salary desc, posted_at desc, id desc',
};

function afterCursor(keys: CursorKeys | null, params: Params): string {
  if (!keys) return 'true';
  const at = `${params.add(keys.postedAt)}::timestamptz`;
  const id = `${params.add(keys.id)}::text`;
  if (keys.sort === 'relevance')
    return `(rank, posted_at, id) < (${params.add(keys.rank)}::float8, ${at}, ${id})`;
  if (keys.sort === 'salary')
    return `(salary, posted_at, id) < (${params.add(keys.salary)}::integer, ${at}, ${id})`;
  return `(posted_at, id) < (${at}, ${id})`;
}

interface HitRow {
  id: string;
  title: string;
  company: string;
  company_id: string;
  location: string;
  city_key: string;
  remote: boolean;
  type: string;
  experience: string;
  salary: number;
  skills: string[];
  posted_at: Date;
  apply_url: string;
  rank: number;
  title_marked: string | null;
  snippet_marked: string | null;
  opening: string;
}

interface FacetRow {
  facet: FacetName | 'total';
  value: string;
  count: number;
}

function parseRequest(request: JobSearchRequestInput): JobSearchRequest {
  const parsed = jobSearchRequestSchema.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SearchInputError(issue?.path.join('.') || 'query', issue?.message ?? 'invalid');
  }
  return parsed.data;
}

/**
 * One page of the open jobs that match `request`, ranked, with the exact total and the facet
 * counts. Throws SearchInputError for a request the contract refuses (or a cursor that is not
 * ours), SearchUnavailableError when the engine cannot be reached. `db`: the engine to ask
 * (the process's pool by default).
 */
export async function searchJobs(
  input: JobSearchRequestInput,
  db?: Queryable,
): Promise<JobSearchResponse> {
  const request = parseRequest(input);
  const cursor = request.cursor ? decodeCursor(request.cursor, request.sort) : null;
  if (request.cursor && !cursor)
    throw new SearchInputError('cursor', 'not a cursor of this search');
  const engine = db ?? (await searchPool());
  const parsed = parseQueryText(request.q);
  const [lookups, nearby] = await Promise.all([
    lookUpWords(engine, parsed.words),
    nearbyCities(engine, request.location, request.withinKm),
  ]);

  const hitParams = new Params();
  const hitText = textFilter(parsed, lookups, hitParams);
  const hitFilters = filtersOf(request, hitText, nearby, hitParams);
  const limit = hitParams.add(request.limit + 1);
  const hitsSql = `
    with query as (select ${hitText.query ?? 'null::tsquery'} as q)
    select page.*,
      ts_headline('english', page.title, query.q, 'HighlightAll=true, ${HEADLINE_MARKERS}') as title_marked,
      ts_headline('english', page.description, query.q,
        'MaxWords=32, MinWords=12, MaxFragments=1, ${HEADLINE_MARKERS}') as snippet_marked,
      left(page.description, ${SNIPPET_CHARS}) as opening
    from (
      select * from (
        select j.id, j.title, j.company, j.company_id, j.location, j.city_key, j.remote, j.type,
          j.experience, j.salary, j.skills, j.posted_at, j.apply_url, j.description,
          ${request.sort === 'relevance' ? RANK : '0::float8'} as rank
        from jobs j, query
        where ${all([...hitFilters.common, ...hitFilters.facet.map(([, sql]) => sql)])}
      ) matched
      where ${afterCursor(cursor, hitParams)}
      order by ${ORDER[request.sort]}
      limit ${limit}
    ) page, query
    order by ${ORDER[request.sort]}`;

  const facetParams = new Params();
  const facetText = textFilter(parsed, lookups, facetParams);
  const facetFilters = filtersOf(request, facetText, nearby, facetParams);
  const flags = facetFilters.facet.map(([name, sql]) => `${sql} as f_${name}`);
  const others = (name: FacetName | 'total') =>
    all(facetFilters.facet.filter(([other]) => other !== name).map(([other]) => `f_${other}`));
  // one pass groups by every facet at once (grouping sets), each group counting the rows that
  // pass the other facets' filters; skills, a list per job, take a second pass over their keys
  // (their labels are read for the top ones only, from search_facets). The matches are
  // found again for it rather than kept: on PostgreSQL 15 at 100,000 jobs, writing them out and
  // reading them back cost more than a second probe of the index.
  const grouped = (['type', 'experience', 'remote', 'city', 'salaryBand'] as const).map(
    (name) => [name, GROUP_COLUMN[name]] as const,
  );
  const pick = (of: (name: FacetName, column: string) => string, otherwise: string) =>
    `case ${grouped
      .map(([name, column]) => `when grouping(${column}) = 0 then ${of(name, column)}`)
      .join(' ')} else ${otherwise} end`;
  // a browse of the whole board (no words, no filter) reads the counts the writes keep
  const browse = !facetText.query && facetFilters.common.length === 0 && flags.length === 0;
  const facetsSql = browse
    ? `select facet, label as value, jobs as count from search_facets where facet <> 'skill'
       union all (select facet, label, jobs from search_facets where facet = 'skill'
         order by jobs desc, key limit ${FACET_TOP})`
    : `
    with query as (select ${facetText.query ?? 'null::tsquery'} as q),
    base as not materialized (
      select j.type, j.experience, j.remote, j.city, j.city_key, j.skill_keys,
        (j.salary / ${SALARY_BAND}) * ${SALARY_BAND} as band
        ${flags.map((flag) => `, ${flag}`).join('')}
      from jobs j, query
      where ${all(facetFilters.common)}
    )
    select * from (
      select ${pick((name) => `'${name}'`, "'total'")} as facet,
        ${pick((name, column) => (name === 'city' ? 'min(city)' : `${column}::text`), "''")} as value,
        ${pick((name) => `count(*) filter (where ${others(name)})`, `count(*) filter (where ${others('total')})`)}::int
          as count
      from base
      group by grouping sets (${grouped.map(([, column]) => `(${column})`).join(', ')}, ())
    ) groups
    where count > 0 or facet = 'total'
    union all
    select 'skill', coalesce(label.label, top.key), top.count from (
      select skill.key, count(*)::int as count
      from base, unnest(skill_keys) as skill(key)
      where ${others('skill')} group by skill.key order by 2 desc, 1 limit ${FACET_TOP}
    ) top
    left join search_facets label on label.facet = 'skill' and label.key = top.key`;

  const [hits, facets] = await Promise.all([
    engine.query<HitRow>(hitsSql, hitParams.values),
    engine.query<FacetRow>(facetsSql, facetParams.values),
  ]);
  const page = hits.rows.slice(0, request.limit);
  const last = page.at(-1);
  const corrections = new Map(
    lookups.flatMap((lookup) =>
      lookup.suggestion && lookup.suggestion !== lookup.word
        ? [[lookup.word, lookup.suggestion] as const]
        : [],
    ),
  );
  if (corrections.size > 0) {
    for (const { word, spelling } of lookups) if (spelling) corrections.set(word, spelling);
  }
  return {
    hits: page.map((row) => hitOf(row, nearby, request.withinKm !== undefined)),
    total: facets.rows.find((row) => row.facet === 'total')?.count ?? 0,
    facets: facetsOf(facets.rows),
    nextCursor:
      hits.rows.length > request.limit && last
        ? encodeCursor(cursorKeys(request.sort, last))
        : null,
    didYouMean: corrections.size > 0 ? queryTextWith(parsed, corrections) : null,
  };
}

function cursorKeys(sort: JobSearchRequest['sort'], row: HitRow): CursorKeys {
  const postedAt = row.posted_at.toISOString();
  if (sort === 'relevance') return { sort, rank: row.rank, postedAt, id: row.id };
  if (sort === 'salary') return { sort, salary: row.salary, postedAt, id: row.id };
  return { sort, postedAt, id: row.id };
}

function hitOf(row: HitRow, nearby: Nearby | null, withDistance: boolean): JobSearchHit {
  const distance = nearby?.distances.get(row.city_key);
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    companyId: row.company_id,
    location: row.location,
    remote: row.remote,
    type: row.type,
    experience: row.experience,
    salary: row.salary,
    skills: row.skills,
    postedDate: row.posted_at.toISOString(),
    applyUrl: row.apply_url,
    titleHighlight: highlightPieces(row.title_marked ?? row.title),
    snippet: highlightPieces(row.snippet_marked ?? row.opening),
    ...(withDistance && distance !== undefined ? { distanceKm: distance } : {}),
  };
}

function facetsOf(rows: readonly FacetRow[]): JobSearchFacets {
  const of = (name: FacetName): FacetCount[] =>
    rows
      .filter((row) => row.facet === name)
      .map((row) => ({ value: row.value, count: row.count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return {
    type: of('type'),
    experience: of('experience'),
    remote: of('remote'),
    city: of('city').slice(0, FACET_TOP),
    salaryBand: of('salaryBand').sort((a, b) => Number(a.value) - Number(b.value)),
    skill: of('skill'),
  };
}

/**
 * Completions of what is being typed: titles, skills and places of open jobs that start with it
 * (or have a word that does), then those that look like it (trigram similarity), most jobs first.
 */
export async function suggestJobs(
  input: { q: string },
  db?: Queryable,
): Promise<JobSuggestResponse> {
  const parsed = jobSuggestRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new SearchInputError('q', parsed.error.issues[0]?.message ?? 'invalid');
  }
  const answer: JobSuggestResponse = { titles: [], skills: [], places: [] };
  if (parsed.data.q.length < 2) return answer;
  const engine = db ?? (await searchPool());
  const { rows } = await engine.query<{ kind: 'title' | 'skill' | 'place'; label: string }>(
    `with typed as (select search_fold($1) as folded)
     select kind, label from (
       select t.kind, t.label, row_number() over (
         partition by t.kind
         order by (t.key like p.prefix || '%') desc, (t.key like '% ' || p.prefix || '%') desc,
           similarity(t.key, typed.folded) desc, t.jobs desc, t.key
       ) as place
       from search_terms t, typed,
         lateral (select replace(replace(replace(typed.folded, '\\', '\\\\'), '%', '\\%'), '_', '\\_') as prefix) p
       where t.kind in ('title', 'skill', 'place')
         and (t.key like p.prefix || '%' or t.key like '% ' || p.prefix || '%' or t.key % typed.folded)
     ) ranked
     where place <= $2
     order by kind, place`,
    [parsed.data.q, JOB_SEARCH_LIMITS.suggestionsMax],
  );
  for (const row of rows) {
    const list =
      row.kind === 'title' ? answer.titles : row.kind === 'skill' ? answer.skills : answer.places;
    list.push(row.label);
  }
  return answer;
}
