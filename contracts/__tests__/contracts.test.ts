import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lenientReader } from '../fields';
import { EMPTY_JOB, jobSchema, savedJobSchema } from '../job';
import { failedSignInSchema } from '../audit';

const here = path.join(import.meta.dirname, '..');

describe('contracts', () => {
  it('import nothing but zod and each other', () => {
    for (const file of readdirSync(here).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(path.join(here, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
      for (const target of imports)
        expect(target, `${file} imports ${target}`).toMatch(/^(zod(\/mini)?|\.\/[\w-]+\.js)$/);
    }
  });

  it('read a stored job leniently: a missing or mistyped field reads as its empty value', () => {
    const read = lenientReader(jobSchema, EMPTY_JOB);
    const job = read({
      title: 'Nurse',
      salary: Number.NaN,
      remote: 'yes',
      skills: ['Care', 3, null],
      extra: 1,
    });
    expect(job).toEqual({ ...EMPTY_JOB, title: 'Nurse', skills: ['Care'] });
  });

  it('refuse a saved job without its id or savedAt, and keep only its fields', () => {
    const job = { id: 'job-1', ...EMPTY_JOB, title: 'Nurse' };
    expect(savedJobSchema.safeParse(job).success).toBe(false);
    expect(
      savedJobSchema.safeParse({ ...job, id: '', savedAt: new Date().toISOString() }).success,
    ).toBe(false);
    const parsed = savedJobSchema.parse({
      ...job,
      keywords: ['nurse'],
      savedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(parsed).not.toHaveProperty('keywords');
  });

  it('take a failed sign-in attempt: the email trimmed and lower-cased, the password as typed', () => {
    expect(failedSignInSchema.parse({ email: '  Ana@Example.COM ', password: ' pw ' })).toEqual({
      email: 'ana@example.com',
      password: ' pw ',
    });
    expect(failedSignInSchema.safeParse({ email: 'not an email', password: 'x' }).success).toBe(
      false,
    );
    expect(failedSignInSchema.safeParse({ email: 'ana@example.com' }).success).toBe(false);
    expect(failedSignInSchema.safeParse({ email: 'ana@example.com', password: '' }).success).toBe(
      false,
    );
    expect(
      failedSignInSchema.safeParse({ email: 'ana@example.com', password: 'x'.repeat(4097) })
        .success,
    ).toBe(false);
    expect(failedSignInSchema.safeParse({}).success).toBe(false);
    expect(
      failedSignInSchema.safeParse({ email: 'a'.repeat(400) + '@x.io', password: 'x' }).success,
    ).toBe(false);
  });
});
