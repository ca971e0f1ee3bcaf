// The edits between two words that rank the "did you mean" candidates.
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../functions/src/lib/search/edit-distance.ts';

describe('editDistance', () => {
  it.each([
    ['frontend', 'frontend', 0],
    ['frontnd', 'frontend', 1],
    ['frontnd', 'front', 2],
    ['fronted', 'frontend', 1],
    ['developr', 'developer', 1],
    ['enigneer', 'engineer', 1],
    ['terrafrom', 'terraform', 1],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['zürich', 'zurich', 1],
    ['kitten', 'sitting', 3],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});
