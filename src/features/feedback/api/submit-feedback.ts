import { useMutation } from '@tanstack/react-query';
import type { DocumentReference, WithFieldValue } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore-sdk';
import * as z from 'zod/mini';
import { docPaths, pathOf } from '@contracts/collections';
import { FEEDBACK_ID_MAX_LENGTH, feedbackSchema, type FeedbackDocument } from '@contracts/feedback';
import { reportError, track } from '@/lib/telemetry';
import { firebaseErrorCode } from '@/lib/error-code';
import { FEEDBACK_SUBMITTED_EVENT, SUBMIT_TIMEOUT_MS } from '../constants';
import { FeedbackTimeoutError } from '../lib/feedback-error';

export const submitFeedbackSchema = z.extend(z.omit(feedbackSchema, { createdAt: true }), {
  /** The document id: one per draft, so that sending a draft again never stores it twice. */
  id: z.string().check(z.minLength(1), z.maxLength(FEEDBACK_ID_MAX_LENGTH)),
});
/** The locale is checked when parsed: the interface may be in any language i18next reports. */
export type SubmitFeedbackInput = Omit<z.input<typeof submitFeedbackSchema>, 'locale'> & {
  locale: string;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FeedbackTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether an earlier attempt of this draft is on the server: the rules refuse to overwrite a
 * feedback, so a refusal may mean it is already stored. Asked of the server, never the cache.
 */
async function alreadyStored(
  ref: DocumentReference,
  authorUid: string,
  error: unknown,
): Promise<boolean> {
  const fs = await firestore();
  if (firebaseErrorCode(error) !== 'permission-denied') return false;
  try {
    const snapshot = await withTimeout(fs.getDocFromServer(ref), SUBMIT_TIMEOUT_MS);
    return snapshot.exists() && snapshot.data().authorUid === authorUid;
  } catch {
    return false;
  }
}

/**
 * Stores `feedback/{id}` for the signed-in author, stamped with the server's time. The server
 * then records the renewal discount. When an earlier attempt of the same draft already reached
 * the server (the rules refuse to overwrite it), that counts as stored.
 */
export async function submitFeedback(input: SubmitFeedbackInput): Promise<string> {
  const fs = await firestore();
  const feedback = submitFeedbackSchema.parse(input);
  const ref = fs.doc(fs.db, pathOf(docPaths.feedback(feedback.id)));
  try {
    await withTimeout(
      fs.setDoc(ref, {
        authorUid: feedback.authorUid,
        text: feedback.text,
        context: feedback.context,
        locale: feedback.locale,
        source: feedback.source,
        dictated: feedback.dictated,
        createdAt: fs.serverTimestamp(),
      } satisfies WithFieldValue<FeedbackDocument>),
      SUBMIT_TIMEOUT_MS,
    );
  } catch (error) {
    if (!(await alreadyStored(ref, feedback.authorUid, error))) throw error;
  }
  return feedback.id;
}

/**
 * Stores a feedback; on success reports `feedback_submitted` (source and dictated only, never
 * the text). `submit` stores it (tests pass their own).
 */
export function useSubmitFeedback(submit: typeof submitFeedback = submitFeedback) {
  return useMutation({
    mutationFn: submit,
    onSuccess: (_id, input) => {
      track(FEEDBACK_SUBMITTED_EVENT, { source: input.source, dictated: input.dictated });
    },
    onError: (error) => reportError(error, 'feedback.submit'),
  });
}
