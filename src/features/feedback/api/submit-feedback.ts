import { useMutation } from '@tanstack/react-query';
import {
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  type DocumentReference,
} from 'firebase/firestore';
import * as z from 'zod/mini';
import { getDb } from '@/lib/firebase/firestore';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { reportError, track } from '@/lib/telemetry';
import {
  CONTEXT_COMPONENT_MAX_LENGTH,
  CONTEXT_DESCRIPTION_MAX_LENGTH,
  CONTEXT_TITLE_MAX_LENGTH,
  FEEDBACK_SOURCES,
  FEEDBACK_SUBMITTED_EVENT,
  FEEDBACK_TEXT_MAX_LENGTH,
  SUBMIT_TIMEOUT_MS,
} from '../constants';
import { FeedbackTimeoutError } from '../lib/feedback-error';

export const submitFeedbackSchema = z.object({
  /** The document id: one per draft, so that sending a draft again never stores it twice. */
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  authorUid: z.string().check(z.minLength(1)),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_TEXT_MAX_LENGTH)),
  context: z.nullable(
    z.object({
      title: z.string().check(z.maxLength(CONTEXT_TITLE_MAX_LENGTH)),
      description: z.string().check(z.maxLength(CONTEXT_DESCRIPTION_MAX_LENGTH)),
      component: z.string().check(z.maxLength(CONTEXT_COMPONENT_MAX_LENGTH)),
    }),
  ),
  locale: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  source: z.enum(FEEDBACK_SOURCES),
  dictated: z.boolean(),
});
export type SubmitFeedbackInput = z.input<typeof submitFeedbackSchema>;

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
  const code = error && typeof error === 'object' && 'code' in error ? error.code : null;
  if (code !== 'permission-denied') return false;
  try {
    const snapshot = await withTimeout(getDocFromServer(ref), SUBMIT_TIMEOUT_MS);
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
  const feedback = submitFeedbackSchema.parse(input);
  const ref = doc(getDb(), 'feedback', feedback.id);
  try {
    await withTimeout(
      setDoc(ref, {
        authorUid: feedback.authorUid,
        text: feedback.text,
        context: feedback.context,
        locale: feedback.locale,
        source: feedback.source,
        dictated: feedback.dictated,
        createdAt: serverTimestamp(),
      }),
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
