import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { useTranslation } from 'react-i18next';
import { teamNoteInputSchema } from '@contracts/application';
import { docPaths, pathOf } from '@contracts/collections';
import { DISPLAY_NAME_MAX_LENGTH } from '@contracts/user-rules';
import { getDb } from '@/lib/firebase/firestore';
import { toast } from '@/lib/toast';
import type { Actor } from '../types';
import { notesQueryOptions } from './list-notes';

export { teamNoteInputSchema as addNoteSchema };

/** Adds a note to applications/{id}/notes, by the signed-in team member, at the server's time. */
export async function addNote(applicationId: string, text: string, actor: Actor): Promise<void> {
  const input = teamNoteInputSchema.parse({ text });
  await addDoc(collection(getDb(), pathOf(docPaths.notes(applicationId))), {
    text: input.text,
    authorUid: actor.uid,
    authorName: actor.name.slice(0, DISPLAY_NAME_MAX_LENGTH),
    createdAt: serverTimestamp(),
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
