import type { DocumentData, QueryDocumentSnapshot, DocumentSnapshot } from 'firebase/firestore';
import type { Job } from '../types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The job as shown, without its search tokens. */
export function shownJob(job: Job & { keywords?: string[] }): Job {
  const shown: Job & { keywords?: string[] } = { ...job };
  delete shown.keywords;
  return shown;
}

/** A stored job as the app uses it; missing or mistyped fields become empty values. */
export function toJob(
  snapshot: QueryDocumentSnapshot<DocumentData> | DocumentSnapshot<DocumentData>,
): Job & { keywords: string[] } {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    title: text(data.title),
    company: text(data.company),
    location: text(data.location),
    remote: data.remote === true,
    description: text(data.description),
    postedDate: text(data.postedDate),
    applyUrl: text(data.applyUrl),
    salary: typeof data.salary === 'number' && Number.isFinite(data.salary) ? data.salary : 0,
    type: text(data.type),
    skills: Array.isArray(data.skills) ? data.skills.filter((s) => typeof s === 'string') : [],
    experience: text(data.experience),
    keywords: Array.isArray(data.keywords)
      ? data.keywords.filter((k) => typeof k === 'string')
      : [],
  };
}
