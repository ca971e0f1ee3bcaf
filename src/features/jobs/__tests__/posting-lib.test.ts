import { describe, expect, it } from 'vitest';
import { POSTING_LIMITS, type PostingInput } from '@contracts/job';
import { searchTokens } from '@contracts/job-search-tokens';
import { postingErrorKey } from '../lib/posting-errors';
import { postingContent } from '../lib/posting-fields';

const input: PostingInput = {
  title: 'Senior Frontend Engineer',
  location: 'Berlin, Germany',
  remote: true,
  type: 'Full-time',
  experience: 'Senior',
  salary: 125_000,
  skills: ['React', 'TypeScript'],
  description: 'x'.repeat(POSTING_LIMITS.descriptionMin),
  applyUrl: '',
};

describe('posting content', () => {
  it('adds the company name, the search tokens and the city key', () => {
    expect(postingContent(input, 'Northwind Talent')).toEqual({
      ...input,
      company: 'Northwind Talent',
      keywords: searchTokens(input.title, 'Northwind Talent', input.skills),
      locationKey: 'berlin',
    });
  });

  it('keeps at most the keywords firestore.rules accepts', () => {
    const skills = Array.from({ length: POSTING_LIMITS.skillsMax }, (_, n) =>
      Array.from({ length: 13 }, (_, word) => `s${n}w${word}`).join(' '),
    );
    const { keywords } = postingContent({ ...input, skills }, 'Northwind Talent');
    expect(keywords).toHaveLength(POSTING_LIMITS.keywordsMax);
    expect(keywords.slice(0, 3)).toEqual(['senior', 'frontend', 'engineer']);
  });
});

describe('posting errors', () => {
  it("names Firestore's and the callables' refusals as the product does", () => {
    expect(postingErrorKey({ code: 'permission-denied' })).toBe('forbidden');
    expect(postingErrorKey({ code: 'unavailable' })).toBe('offline');
    expect(postingErrorKey({ reason: 'forbidden', code: 'functions/permission-denied' })).toBe(
      'forbidden',
    );
    expect(postingErrorKey({ reason: 'not-found' })).toBe('notFound');
    expect(postingErrorKey({ reason: 'not-signed-in' })).toBe('notSignedIn');
    expect(postingErrorKey({ reason: 'invalid-input' })).toBe('invalid');
    expect(postingErrorKey(new Error('boom'))).toBe('failed');
    expect(postingErrorKey(null)).toBe('failed');
  });
});
