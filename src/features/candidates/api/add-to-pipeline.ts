import { useMutation } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
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
import { toast } from '@/lib/toast';
import type { Actor, NamedActor, PoolCandidate, ScreeningJob } from '../types';
import { namedActor } from './get-own-identity';

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

/** The first entry of a pool candidate's stage history: who added them to the pipeline. */
export function addedEvent(actor: NamedActor): Omit<StageEventDocument, 'at'> {
  return {
    from: null,
    to: 'applied',
    by: actor.uid,
    byName: actor.name,
    reason: null,
    reasonShared: false,
  };
}

/**
 * Adds a pool candidate to a job's pipeline in one batch (as a move is written): the application
 * applications/{jobId}_pool-{candidateId} and the first entry of its stage history, naming who
 * added them by their profile's displayName ('' without one), read now: firestore.rules compares
 * it with the stored profile. Either both are written or neither. Returns the application's id.
 */
export async function addToPipeline(
  candidate: PoolCandidate,
  job: ScreeningJob,
  actor: Actor,
): Promise<string> {
  const fs = await firestore();
  const adder = await namedActor(actor.uid);
  const id = applicationIdOf(job.id, talentPoolKey(candidate.id));
  const batch = fs.writeBatch(fs.db);
  batch.set(fs.doc(fs.db, pathOf(docPaths.application(id))), {
    ...poolApplication(candidate, job, adder),
    createdAt: fs.serverTimestamp(),
    stageChangedAt: fs.serverTimestamp(),
  });
  batch.set(fs.doc(fs.collection(fs.db, pathOf(docPaths.stageEvents(id)))), {
    ...addedEvent(adder),
    at: fs.serverTimestamp(),
  });
  await batch.commit();
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
