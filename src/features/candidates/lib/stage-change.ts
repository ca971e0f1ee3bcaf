// Moving a candidate from one stage to another: what is checked and what is written.
import * as z from 'zod/mini';
import {
  APPLICATION_LIMITS,
  APPLICATION_STAGES,
  type ApplicationDocument,
  type ApplicationStage,
  type StageEventDocument,
} from '@contracts/application';
import type { NamedActor } from '../types';

/** A move: the stage it goes to and, for a rejection, the reason and whether it is shared. */
export const moveStageSchema = z
  .object({
    applicationId: z.string().check(z.minLength(1)),
    from: z.nullable(z.enum(APPLICATION_STAGES)),
    to: z.enum(APPLICATION_STAGES),
    reason: z.string().check(z.trim(), z.maxLength(APPLICATION_LIMITS.reasonMax)),
    share: z.boolean(),
  })
  .check(
    z.refine((move) => move.to !== 'rejected' || move.reason.length > 0, {
      error: 'A rejection needs a reason',
      path: ['reason'],
    }),
    z.refine((move) => move.to !== move.from, {
      error: 'The candidate is already at this stage',
      path: ['to'],
    }),
  );
export type MoveStageInput = z.input<typeof moveStageSchema>;

/** The fields a move changes on the application (its time is the server's). */
type StageChange = Pick<ApplicationDocument, 'stage' | 'sharedReason' | 'stageChangedBy'>;
/** The stage event a move records (its time is the server's). */
type StageEventRecord = Omit<StageEventDocument, 'at'>;

/**
 * What a checked move writes: the application's new stage, who moved it, and a shared reason only
 * for a rejection the team chose to share; the event records from, to, who, and the reason of a
 * rejection (kept for the team whether shared or not).
 */
export function stageChangeOf(
  input: MoveStageInput,
  actor: NamedActor,
): { change: StageChange; event: StageEventRecord } {
  const move = moveStageSchema.parse(input);
  const rejected = move.to === 'rejected';
  const reason = rejected ? move.reason : null;
  const shared = rejected && move.share;
  return {
    change: {
      stage: move.to,
      sharedReason: shared ? reason : null,
      stageChangedBy: actor.uid,
    },
    event: {
      from: move.from,
      to: move.to,
      by: actor.uid,
      byName: actor.name,
      reason,
      reasonShared: shared,
    },
  };
}

/** The stages a candidate at `stage` can be moved to (any other). */
export const movesFrom = (stage: ApplicationStage) =>
  APPLICATION_STAGES.filter((next) => next !== stage);
