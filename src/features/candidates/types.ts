import type {
  ApplicationDocument,
  StageEventDocument,
  TeamNoteDocument,
} from '@contracts/application';
import type { CandidateDocument } from '@contracts/candidate';
import type { TimestampLike } from '@contracts/fields';

export type { ApplicantProfile, ApplicationStage } from '@contracts/application';

/** A stored time; null when it is missing (or not readable). */
type StoredTime = TimestampLike | null;

/** An application as the screens read it: its id, its times null when unknown. */
export interface Application extends Omit<ApplicationDocument, 'createdAt' | 'stageChangedAt'> {
  id: string;
  createdAt: StoredTime;
  stageChangedAt: StoredTime;
}

/** A sample candidate of the company's talent pool. */
export interface PoolCandidate extends Omit<CandidateDocument, 'createdAt'> {
  createdAt: StoredTime;
}

/** One move of a candidate: who, when, from where to where (and why, for a rejection). */
export interface StageEvent extends Omit<StageEventDocument, 'at'> {
  id: string;
  at: StoredTime;
}

/** A note the team keeps about a candidate. */
export interface TeamNote extends Omit<TeamNoteDocument, 'createdAt'> {
  id: string;
  createdAt: StoredTime;
}

/** A company posting as the screening screens need it (the route passes the company's postings). */
export interface ScreeningJob {
  id: string;
  title: string;
  /** The company's name as the posting shows it. */
  company: string;
  companyId: string;
  skills: readonly string[];
  status: 'open' | 'closed';
}

/**
 * The signed-in person acting on a screen: who moves a candidate or writes a note. Only their id:
 * the name a write carries is read from their profile when writing (see api/get-own-identity.ts),
 * because firestore.rules compares it with the stored profile.
 */
export interface Actor {
  uid: string;
}

/** The actor as a write names them: `name` is their profile's displayName exactly ('' if none). */
export interface NamedActor extends Actor {
  name: string;
}

/**
 * The job seeker applying (their id). The name and e-mail the application carries are their
 * profile's displayName and their Auth e-mail, read when applying.
 */
export type Applicant = Actor;

/** The job an application is for, as the rules check it against the stored job. */
export interface ApplyTarget {
  jobId: string;
  jobTitle: string;
  companyId: string;
  companyName: string;
  /** Only an open posting takes applications. */
  isOpen: boolean;
  /** The posting has its own application page (then people apply there, not in the app). */
  external: boolean;
}

export type StageTone = 'neutral' | 'progress' | 'success' | 'danger';
export type StageAudience = 'team' | 'seeker';
