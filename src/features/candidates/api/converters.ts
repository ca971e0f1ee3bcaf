// The documents of applications, their notes and moves, and the talent pool, read through their
// contracts: a missing or mistyped field reads as its empty value (a time as null).
import type { ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import {
  applicationSchema,
  stageEventSchema,
  teamNoteSchema,
  type ApplicantProfile,
} from '@contracts/application';
import { candidateSchema } from '@contracts/candidate';
import { COLLECTIONS, docPaths, pathOf } from '@contracts/collections';
import type { TimestampLike } from '@contracts/fields';
import { DEFAULT_LOCALE } from '@contracts/locales';
import { schemaConverter } from '@/lib/firebase/converters';
import type { Application, PoolCandidate, StageEvent, TeamNote } from '../types';

const NO_TIME: TimestampLike | null = null;

export const EMPTY_PROFILE: ApplicantProfile = {
  name: '',
  email: '',
  title: '',
  location: '',
  skills: [],
  experience: '',
  education: '',
  availability: '',
  salary: '',
  imageUrl: null,
};

const EMPTY_APPLICATION: Omit<Application, 'id'> = {
  jobId: '',
  jobTitle: '',
  companyId: '',
  companyName: '',
  source: 'applicant',
  applicantUid: null,
  candidateId: null,
  candidate: EMPTY_PROFILE,
  note: '',
  locale: DEFAULT_LOCALE,
  stage: 'applied',
  sharedReason: null,
  createdAt: NO_TIME,
  stageChangedAt: NO_TIME,
  stageChangedBy: '',
};
export const applicationConverter = schemaConverter(applicationSchema, EMPTY_APPLICATION);

const EMPTY_CANDIDATE: Omit<PoolCandidate, never> = {
  id: '',
  companyId: '',
  name: '',
  title: '',
  location: '',
  skills: [],
  experience: '',
  education: '',
  matchScore: 0,
  imageUrl: null,
  availability: '',
  salary: '',
  createdAt: NO_TIME,
};
export const candidateConverter = schemaConverter(candidateSchema, EMPTY_CANDIDATE);

const EMPTY_EVENT: Omit<StageEvent, 'id'> = {
  from: null,
  to: 'applied',
  by: '',
  byName: '',
  at: NO_TIME,
  reason: null,
  reasonShared: false,
};
export const stageEventConverter = schemaConverter(stageEventSchema, EMPTY_EVENT);

const EMPTY_NOTE: Omit<TeamNote, 'id'> = {
  text: '',
  authorUid: '',
  authorName: '',
  createdAt: NO_TIME,
};
export const teamNoteConverter = schemaConverter(teamNoteSchema, EMPTY_NOTE);

/** Reading options for snapshots: a time the server has not set yet reads as the local estimate. */
export const ESTIMATED_TIMES = { serverTimestamps: 'estimate' } as const;

export const applicationsCollection = (fs: ReadingFirestore) =>
  fs.collection(fs.db, COLLECTIONS.applications).withConverter(applicationConverter);
export const applicationDoc = (fs: ReadingFirestore, applicationId: string) =>
  fs.doc(fs.db, pathOf(docPaths.application(applicationId))).withConverter(applicationConverter);
export const candidatesCollection = (fs: ReadingFirestore) =>
  fs.collection(fs.db, COLLECTIONS.candidates).withConverter(candidateConverter);
export const stageEventsCollection = (fs: ReadingFirestore, applicationId: string) =>
  fs
    .collection(fs.db, pathOf(docPaths.stageEvents(applicationId)))
    .withConverter(stageEventConverter);
export const notesCollection = (fs: ReadingFirestore, applicationId: string) =>
  fs.collection(fs.db, pathOf(docPaths.notes(applicationId))).withConverter(teamNoteConverter);
