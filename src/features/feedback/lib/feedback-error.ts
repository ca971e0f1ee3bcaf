import { firebaseErrorCode } from '@/lib/error-code';
/** The kinds of failure the feedback panel names, each with its translated message. */
type FeedbackErrorKind = 'denied' | 'offline' | 'invalid' | 'generic';

/** Thrown when the server has not acknowledged a submission in time. */
export class FeedbackTimeoutError extends Error {
  constructor() {
    super('The feedback was not acknowledged in time');
    this.name = 'FeedbackTimeoutError';
  }
}

/** Maps an error from storing feedback or a vote to the message the person sees. */
export function feedbackErrorKind(error: unknown): FeedbackErrorKind {
  if (error instanceof FeedbackTimeoutError) return 'offline';
  const code = firebaseErrorCode(error);
  if (code === 'permission-denied' || code === 'unauthenticated') return 'denied';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'offline';
  if (error instanceof Error && error.name === 'ZodError') return 'invalid';
  return 'generic';
}
