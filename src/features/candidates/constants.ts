import type { ApplicationStage } from '@contracts/application';
import type { StageTone } from './types';

/** The match score's bounds: a whole percentage (see `matchScore` in contracts/application.ts). */
export const MATCH_SCORE_MIN = 0;
export const MATCH_SCORE_MAX = 100;

/** How the screening list can be ordered. */
export const SCREENING_SORTS = ['match', 'date'] as const;
export type ScreeningSort = (typeof SCREENING_SORTS)[number];

/** How many applications the job seeker's dashboard shows. */
export const COMPACT_APPLICATIONS = 3;

/** The colour of a stage's badge. */
export const STAGE_TONES: Readonly<Record<ApplicationStage, StageTone>> = {
  applied: 'neutral',
  screening: 'progress',
  interview: 'progress',
  offer: 'success',
  hired: 'success',
  rejected: 'danger',
};

/** The stages a candidate is no longer waiting in: closing a posting notifies the others. */
export const SETTLED_STAGES: readonly ApplicationStage[] = ['rejected', 'hired'];

/** The names of the drafts kept while a team member types (see src/lib/drafts). */
export const draftNames = {
  note: (applicationId: string) => `candidates:note:${applicationId}`,
  rejection: (applicationId: string) => `candidates:rejection:${applicationId}`,
  /** The reason and note of a bulk action (one at a time, whoever is selected). */
  bulkRejection: 'candidates:bulk:rejection',
  bulkNote: 'candidates:bulk:note',
  /** The reason sent to the open candidates of a posting being closed. */
  closingRejection: (jobId: string) => `candidates:closing:${jobId}`,
};

/** What the application writer throws when the person has applied to the job before. */
export const ALREADY_APPLIED = 'already-applied';
