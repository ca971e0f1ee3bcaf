import { useMutation } from '@tanstack/react-query';
import { addDoc, collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_LIMITS,
  applicationIdOf,
  talentPoolKey,
  type ApplicationDocument,
  type StageEventDocument,
} from '@contracts/application';
import { docPaths, pathOf } from '@contracts/collections';
import { DEFAULT_LOCALE } from '@contracts/locales';
import { DISPLAY_NAME_MAX_LENGTH } from '@contracts/user-rules';
import { getDb } from '@/lib/firebase/firestore';
import { toast } from '@/lib/toast';
import type { Actor, PoolCandidate, ScreeningJob } from '../types';

const field = (value: string) => value.slice(0, APPLICATION_LIMITS.fieldMax);

/** A pool candidate entering a job's pipeline at `applied`, as the team member adds them. */
export function poolApplication(
  candidate: PoolCandidate,
  job: ScreeningJob,
  actor: Actor,
): Omit<ApplicationDocument, 'createdAt' | 'stageChangedAt'> {
  return {
    jobId: job.id,
    jobTitle: job.title,
    companyId: job.companyId,
    companyName: job.company,
    source: 'talentPool',
    applicantUid: null,
    candidateId: candidate.id,
    candidate: {
      name: candidate.name.slice(0, DISPLAY_NAME_MAX_LENGTH),
      email: '',
      title: field(candidate.title),
      location: field(candidate.location),
      skills: candidate.skills
        .slice(0, APPLICATION_LIMITS.skillsMax)
        .map((skill) => skill.slice(0, APPLICATION_LIMITS.skillMax)),
      experience: field(candidate.experience),
      education: field(candidate.education),
      availability: field(candidate.availability),
      salary: field(candidate.salary),
      imageUrl: candidate.imageUrl,
    },
    note: '',
    locale: DEFAULT_LOCALE,
    stage: 'applied',
    sharedReason: null,
    stageChangedBy: actor.uid,
  };
}

/**
 * Adds a pool candidate to a job's pipeline: applications/{jobId}_pool-{candidateId}, then the
 * first entry of its stage history (who added them). Returns the application's id.
 */
export async function addToPipeline(
  candidate: PoolCandidate,
  job: ScreeningJob,
  actor: Actor,
): Promise<string> {
  const db = getDb();
  const id = applicationIdOf(job.id, talentPoolKey(candidate.id));
  await setDoc(doc(db, pathOf(docPaths.application(id))), {
    ...poolApplication(candidate, job, actor),
    createdAt: serverTimestamp(),
    stageChangedAt: serverTimestamp(),
  });
  const event: Omit<StageEventDocument, 'at'> = {
    from: null,
    to: 'applied',
    by: actor.uid,
    byName: actor.name.slice(0, DISPLAY_NAME_MAX_LENGTH),
    reason: null,
    reasonShared: false,
  };
  try {
    await addDoc(collection(db, pathOf(docPaths.stageEvents(id))), {
      ...event,
      at: serverTimestamp(),
    });
  } catch (error) {
    // the candidate is in the pipeline; only the history's first line is missing
    console.warn('Could not record who added the candidate', error);
  }
  return id;
}

/** "Add to pipeline" from the talent pool (the pipeline's listener shows the new row). */
export function useAddToPipeline(actor: Actor) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ candidate, job }: { candidate: PoolCandidate; job: ScreeningJob }) =>
      addToPipeline(candidate, job, actor),
    onSuccess: (_id, { candidate, job }) =>
      toast.success({
        title: t('candidates.pool.added.title'),
        description: t('candidates.pool.added.body', { name: candidate.name, job: job.title }),
      }),
    onError: () =>
      toast.error({ title: t('common.error'), description: t('candidates.pool.added.failed') }),
  });
}
