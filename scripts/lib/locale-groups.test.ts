// Which strings a chunk's code names (the build's locale split, locale-groups.ts): single keys
// spelt out, the whole group of a key built from a prefix.
import { describe, expect, it } from 'vitest';
import { namedIn } from './locale-groups.ts';

const strings = {
  auth: { signIn: { title: 'Sign in' }, errors: { generic: 'Error' } },
  roles: { admin: 'Administrator', employer: 'Employer' },
  jobs: { count_one: '{{count}} job', count_other: '{{count}} jobs' },
  audit: { title: 'Audit log' },
};

describe('namedIn', () => {
  it('names a key spelt out in any quotes, minified or not', () => {
    expect(
      namedIn(`t('auth.signIn.title');e("audit.title");x=\`auth.errors.generic\``, strings),
    ).toEqual({
      groups: [],
      keys: ['audit.title', 'auth.errors.generic', 'auth.signIn.title'],
    });
  });

  it('names the whole group of a key built from a prefix, or of a plural’s base', () => {
    expect(namedIn('t(`roles.${role}`);t("jobs.count",{count:n})', strings)).toEqual({
      groups: ['jobs', 'roles'],
      keys: [],
    });
    // a key that is not a string of its own (an object of strings) is its whole group too
    expect(namedIn("t('auth.errors', { returnObjects: true })", strings).groups).toEqual(['auth']);
  });

  it('names nothing for strings that only look alike', () => {
    expect(
      namedIn("import('./auth.css'); const a = 'jobsite.example'; audit.title", strings),
    ).toEqual({ groups: [], keys: [] });
  });
});
