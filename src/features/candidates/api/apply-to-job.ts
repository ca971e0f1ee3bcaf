import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_LIMITS,
  applicationIdOf,
  applyInputSchema,
  type ApplicationDocument,
  type ApplyInput,
} from '@contracts/application';
import { docPaths, pathOf } from '@contracts/collections';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@contracts/locales';
import { toast } from '@/lib/toast';
import { firebaseErrorCode } from '@/lib/error-code';
import { ALREADY_APPLIED } from '../constants';
import type { Applicant, ApplyTarget } from '../types';
import { getMyApplication, myApplicationQueryOptions } from './get-my-application';
import { getOwnIdentity, type OwnIdentity } from './get-own-identity';
import { myApplicationsQueryOptions } from './list-my-applications';

export { applyInputSchema };

export interface ApplyRequest {
  target: ApplyTarget;
  applicant: Applicant;
  input: ApplyInput;
  /** The interface language: the applicant's mails are written in it. */
  locale: string;
}

/** Thrown when the person has applied to the job before (the rules refuse a second one). */
export class AlreadyAppliedError extends Error {
  constructor() {
    super(ALREADY_APPLIED);
    this.name = 'AlreadyAppliedError';
  }
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The application a job seeker sends (without its times): the job as stored, the form's fields,
 * their profile's displayName ('' without one) and their Auth e-mail exactly as `identity` gives
 * them (firestore.rules compares both), at stage `applied`, moved by nobody but themselves.
 */
export function newApplication(
  { target, applicant, input, locale }: ApplyRequest,
  identity: OwnIdentity,
): Omit<ApplicationDocument, 'createdAt' | 'stageChangedAt'> {
  const fields = applyInputSchema.parse(input);
  const { note, ...profile } = fields;
  return {
    jobId: target.jobId,
    jobTitle: target.jobTitle,
    companyId: target.companyId,
    companyName: target.companyName,
    source: 'applicant',
    applicantUid: applicant.uid,
    candidateId: null,
    candidate: {
      ...profile,
      name: identity.name,
      email: identity.email,
      imageUrl: null,
    },
    note: note.slice(0, APPLICATION_LIMITS.noteMax),
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    stage: 'applied',
    sharedReason: null,
    stageChangedBy: applicant.uid,
  };
}

const isPermissionDenied = (error: unknown) => firebaseErrorCode(error) === 'permission-denied';

/**
 * Writes applications/{jobId}_{uid}, with the name and e-mail read now (the profile's displayName,
 * the Auth e-mail). A person applies once per job: the rules refuse a second write, which throws
 * `AlreadyAppliedError`. Returns the application's id.
 */
export async function applyToJob(request: ApplyRequest): Promise<string> {
  const fs = await firestore();
  const { target, applicant } = request;
  const id = applicationIdOf(target.jobId, applicant.uid);
  const application = newApplication(request, await getOwnIdentity(applicant.uid));
  try {
    await fs.setDoc(fs.doc(fs.db, pathOf(docPaths.application(id))), {
      ...application,
      createdAt: fs.serverTimestamp(),
      stageChangedAt: fs.serverTimestamp(),
    });
  } catch (error) {
    if (isPermissionDenied(error)) {
      const existing = await getMyApplication(applicant.uid, target.jobId).catch(() => null);
      if (existing) throw new AlreadyAppliedError();
    }
    throw error;
  }
  return id;
}

/** Applying from the job's page: a toast when sent; the person's lists follow at once. */
export function useApplyToJob(applicant: Applicant | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const uid = applicant?.uid ?? '';
  return useMutation({
    mutationFn: (request: Omit<ApplyRequest, 'applicant'>) => {
      if (!applicant) throw new Error('Not signed in');
      return applyToJob({ ...request, applicant });
    },
    onSuccess: () => {
      toast.success({
        title: t('candidates.apply.sent.title'),
        description: t('candidates.apply.sent.body'),
      });
    },
    onSettled: async (_id, _error, request) => {
      await Promise.all([
        queryClient.invalidateQueries(myApplicationQueryOptions(uid, request.target.jobId)),
        queryClient.invalidateQueries(myApplicationsQueryOptions(uid)),
      ]);
    },
  });
}
