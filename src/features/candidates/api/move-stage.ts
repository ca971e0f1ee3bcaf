import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { useTranslation } from 'react-i18next';
import { docPaths, pathOf } from '@contracts/collections';
import { toast } from '@/lib/toast';
import { moveStageSchema, stageChangeOf, type MoveStageInput } from '../lib/stage-change';
import type { Actor } from '../types';
import { applicationQueryOptions } from './get-application';
import { namedActor } from './get-own-identity';
import { stageEventsQueryOptions } from './application-logs';

export { moveStageSchema };
export type { MoveStageInput };

/**
 * Moves a candidate in one batch: the application's stage, who moved it and when (the server's
 * time), and a stage event recording the move, which the application names (stageEventId); a rejection needs a reason, shared with the
 * applicant only when the team says so. The event names the mover by their profile's displayName
 * ('' without one), read now: firestore.rules compares it with the stored profile.
 */
export async function moveStage(input: MoveStageInput, actor: Actor): Promise<void> {
  const fs = await firestore();
  moveStageSchema.parse(input); // a move that is refused anyway reads nothing
  const { change, event } = stageChangeOf(input, await namedActor(actor.uid));
  const batch = fs.writeBatch(fs.db);
  // the move names its event: firestore.rules accept the one only with the other
  const eventRef = fs.doc(fs.collection(fs.db, pathOf(docPaths.stageEvents(input.applicationId))));
  batch.update(fs.doc(fs.db, pathOf(docPaths.application(input.applicationId))), {
    ...change,
    stageChangedAt: fs.serverTimestamp(),
    stageEventId: eventRef.id,
  });
  batch.set(eventRef, { ...event, at: fs.serverTimestamp() });
  await batch.commit();
}

/** "Move to" on a candidate: a toast names the new stage; a failure says so. */
export function useMoveStage(actor: Actor) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveStageInput) => moveStage(input, actor),
    onSuccess: (_data, input) =>
      toast.success({
        title: t('candidates.move.done', { stage: t(`candidates.stages.${input.to}`) }),
      }),
    onError: () =>
      toast.error({ title: t('common.error'), description: t('candidates.move.failed') }),
    onSettled: async (_data, _error, input) => {
      await Promise.all([
        queryClient.invalidateQueries(applicationQueryOptions(input.applicationId)),
        queryClient.invalidateQueries(stageEventsQueryOptions(input.applicationId)),
      ]);
    },
  });
}
