import { PROGRESS_MAX, PROGRESS_STEP } from '../constants';

/** The recording progress one tick later: up by one step, and back to 0 after the maximum. */
export function nextProgress(progress: number): number {
  return progress >= PROGRESS_MAX ? 0 : Math.min(PROGRESS_MAX, progress + PROGRESS_STEP);
}
