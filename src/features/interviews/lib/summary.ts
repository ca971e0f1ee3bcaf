// The team's submitted scorecards side by side: where the interviewers agree and where they differ.
import { RECOMMENDATIONS, type Recommendation } from '@contracts/interview';
import { DIFFER_SPREAD } from '../constants';

/** The part of a scorecard the summary reads. */
export interface ScoredCard {
  authorUid: string;
  authorName: string;
  ratings: Readonly<Record<string, number>>;
  recommendation: Recommendation;
}

interface AttributeRating {
  uid: string;
  name: string;
  /** null: this interviewer gave no rating for the attribute. */
  rating: number | null;
}

export interface AttributeSummary {
  attribute: string;
  /** One entry per scorecard, in the scorecards' order. */
  ratings: AttributeRating[];
  /** The mean of the given ratings; null when none was given. */
  average: number | null;
  /** The highest minus the lowest rating; null when none was given. */
  spread: number | null;
  /** The interviewers are DIFFER_SPREAD points apart or more. */
  differ: boolean;
}

/**
 * Where the recommendations fall: `agree` when every scorecard is on the same side of yes / no
 * (two or more), `split` when they are not, `single` with one scorecard, `none` without any.
 */
type Consensus = 'agree' | 'split' | 'single' | 'none';

export interface ScorecardSummary {
  attributes: AttributeSummary[];
  /** How many scorecards recommend each answer, every answer listed (strong no … strong yes). */
  tally: { recommendation: Recommendation; count: number }[];
  consensus: Consensus;
  /** The side everyone is on when they agree (or the single scorecard's). */
  side: 'yes' | 'no' | null;
  count: number;
}

const isYes = (recommendation: Recommendation) =>
  recommendation === 'yes' || recommendation === 'strongYes';

const validRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The summary of `cards` for the interview's `attributes` (in that order). */
export function summarizeScorecards(
  attributes: readonly string[],
  cards: readonly ScoredCard[],
): ScorecardSummary {
  const rows = attributes.map((attribute): AttributeSummary => {
    const ratings = cards.map((card) => {
      const value = card.ratings[attribute];
      return {
        uid: card.authorUid,
        name: card.authorName,
        rating: validRating(value) ? value : null,
      };
    });
    const given = ratings.map((entry) => entry.rating).filter(validRating);
    if (given.length === 0) {
      return { attribute, ratings, average: null, spread: null, differ: false };
    }
    const average = given.reduce((sum, value) => sum + value, 0) / given.length;
    const spread = Math.max(...given) - Math.min(...given);
    return { attribute, ratings, average, spread, differ: spread >= DIFFER_SPREAD };
  });
  const tally = RECOMMENDATIONS.map((recommendation) => ({
    recommendation,
    count: cards.filter((card) => card.recommendation === recommendation).length,
  }));
  const yes = cards.filter((card) => isYes(card.recommendation)).length;
  const no = cards.length - yes;
  let consensus: Consensus;
  if (cards.length === 0) consensus = 'none';
  else if (cards.length === 1) consensus = 'single';
  else consensus = yes === 0 || no === 0 ? 'agree' : 'split';
  const side = consensus === 'agree' || consensus === 'single' ? (yes > 0 ? 'yes' : 'no') : null;
  return { attributes: rows, tally, consensus, side, count: cards.length };
}
