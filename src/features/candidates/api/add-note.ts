import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { useTranslation } from 'react-i18next';
import { teamNoteInputSchema } from '@contracts/application';
import { docPaths, pathOf } from '@contracts/collections';
import { toast } from '@/lib/toast';
import type { Actor } from '../types';
import { getOwnName } from './get-own-identity';
import { notesQueryOptions } from './application-logs';

export { teamNoteInputSchema as addNoteSchema };

/**
 * Adds a note to applications/{id}/notes, by the signed-in team member, at the server's time. The
 * author's name is their profile's displayName exactly ('' without one), read now: firestore.rules
 * compares it with the stored profile.
 */
export async function addNote(applicationId: string, text: string, actor: Actor): Promise<void> {
  const fs = await firestore();
  const input = teamNoteInputSchema.parse({ text });
  const authorName = await getOwnName(actor.uid);
  await fs.addDoc(fs.collection(fs.db, pathOf(docPaths.notes(applicationId))), {
    text: input.text,
    authorUid: actor.uid,
    authorName,
    createdAt: fs.serverTimestamp(),
  });
}

export function useAddNote(applicationId: string, actor: Actor) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addNote(applicationId, text, actor),
    onError: () =>
      toast.error({ title: t('common.error'), description: t('candidates.notes.failed') }),
    onSettled: () => queryClient.invalidateQueries(notesQueryOptions(applicationId)),
  });
}
