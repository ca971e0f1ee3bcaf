// The applications' queries take their keys from candidateKeys: an application's logs sit under
// the application, and a person's applications each have a key of their own.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { candidateKeys } from '../api/query-keys';

describe('candidateKeys', () => {
  it('puts an application’s notes and moves under the application’s key', () => {
    expect(candidateKeys.applicationLog('a1', 'notes')).toEqual([
      'applications',
      'detail',
      'a1',
      'notes',
    ]);
    expect(
      partialMatchKey(candidateKeys.applicationLog('a1', 'notes'), candidateKeys.application('a1')),
    ).toBe(true);
  });

  it('keys the pipeline of all jobs apart from one job’s', () => {
    expect(candidateKeys.company('c1', null)).toEqual(['applications', 'company', 'c1', 'all']);
    expect(candidateKeys.company('c1', 'j1')).toEqual(['applications', 'company', 'c1', 'j1']);
  });

  it('keeps a person’s list apart from their application to one job', () => {
    expect(candidateKeys.mine('u1')).toEqual(['applications', 'mine', 'u1', 'list']);
    expect(candidateKeys.myApplication('u1', 'j1')).toEqual([
      'applications',
      'mine',
      'u1',
      'job',
      'j1',
    ]);
    expect(partialMatchKey(candidateKeys.myApplication('u1', 'j1'), candidateKeys.mine('u1'))).toBe(
      false,
    );
  });
});
