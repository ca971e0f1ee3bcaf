import { describe, expect, it } from 'vitest';
import { DIFFER_SPREAD } from '../constants';
import { summarizeScorecards, type ScoredCard } from '../lib/summary';

const card = (
  uid: string,
  ratings: Record<string, number>,
  recommendation: ScoredCard['recommendation'],
): ScoredCard => ({ authorUid: uid, authorName: uid.toUpperCase(), ratings, recommendation });

const attributes = ['communication', 'React'];

describe('summarizeScorecards', () => {
  it('puts the ratings side by side with their average and spread', () => {
    const summary = summarizeScorecards(attributes, [
      card('omar', { communication: 4, React: 2 }, 'yes'),
      card('mia', { communication: 5, React: 5 }, 'strongYes'),
    ]);
    expect(summary.attributes).toEqual([
      {
        attribute: 'communication',
        ratings: [
          { uid: 'omar', name: 'OMAR', rating: 4 },
          { uid: 'mia', name: 'MIA', rating: 5 },
        ],
        average: 4.5,
        spread: 1,
        differ: false,
      },
      {
        attribute: 'React',
        ratings: [
          { uid: 'omar', name: 'OMAR', rating: 2 },
          { uid: 'mia', name: 'MIA', rating: 5 },
        ],
        average: 3.5,
        spread: 3,
        differ: true,
      },
    ]);
  });

  it(`marks interviewers as differing from a spread of ${DIFFER_SPREAD} on`, () => {
    const at = (spread: number) =>
      summarizeScorecards(['x'], [card('a', { x: 1 }, 'no'), card('b', { x: 1 + spread }, 'no')])
        .attributes[0]?.differ;
    expect(at(DIFFER_SPREAD - 1)).toBe(false);
    expect(at(DIFFER_SPREAD)).toBe(true);
  });

  it('counts every recommendation, from strong no to strong yes', () => {
    const summary = summarizeScorecards(attributes, [
      card('a', {}, 'yes'),
      card('b', {}, 'strongYes'),
      card('c', {}, 'yes'),
    ]);
    expect(summary.tally).toEqual([
      { recommendation: 'strongNo', count: 0 },
      { recommendation: 'no', count: 0 },
      { recommendation: 'yes', count: 2 },
      { recommendation: 'strongYes', count: 1 },
    ]);
  });

  it('agrees when everyone is on the same side of yes and no, however strongly', () => {
    const yes = summarizeScorecards(attributes, [card('a', {}, 'yes'), card('b', {}, 'strongYes')]);
    expect([yes.consensus, yes.side]).toEqual(['agree', 'yes']);
    const no = summarizeScorecards(attributes, [card('a', {}, 'strongNo'), card('b', {}, 'no')]);
    expect([no.consensus, no.side]).toEqual(['agree', 'no']);
  });

  it('is split when one says yes and another no', () => {
    const split = summarizeScorecards(attributes, [card('a', {}, 'yes'), card('b', {}, 'no')]);
    expect([split.consensus, split.side]).toEqual(['split', null]);
  });

  it('claims no agreement from a single scorecard or none', () => {
    expect(summarizeScorecards(attributes, [card('a', {}, 'yes')]).consensus).toBe('single');
    const none = summarizeScorecards(attributes, []);
    expect([none.consensus, none.count]).toEqual(['none', 0]);
    expect(none.attributes[0]).toMatchObject({ average: null, spread: null, differ: false });
  });

  it('leaves out a missing rating from the average', () => {
    const summary = summarizeScorecards(
      ['communication'],
      [card('a', { communication: 3 }, 'yes'), card('b', {}, 'yes')],
    );
    expect(summary.attributes[0]).toMatchObject({ average: 3, spread: 0 });
    expect(summary.attributes[0]?.ratings[1]).toEqual({ uid: 'b', name: 'B', rating: null });
  });
});
