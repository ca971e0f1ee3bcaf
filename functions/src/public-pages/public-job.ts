// A stored job as its public page shows it: the board's fields read leniently (a missing or
// mistyped field reads as empty), whether it is open, when it last changed, and its Google
// JobPosting structured data (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { EMPTY_JOB, jobSchema, lenientReader, type Job } from '../contracts.js';
import { safeApplyUrl } from '../domain.js';

export interface PublicJob extends Job {
  companyId: string;
  open: boolean;
  /** The last change (or the posting date) as ISO 8601. */
  updated: string;
}

const readJob = lenientReader(jobSchema, { ...EMPTY_JOB, id: '' });

/** The job of a stored document (its id from the document's). */
export function publicJobOf(snapshot: DocumentSnapshot): PublicJob {
  const data = snapshot.data() ?? {};
  const updatedAt: unknown = data.updatedAt;
  const posted = Date.parse(readJob(data).postedDate);
  const updated =
    updatedAt && typeof (updatedAt as { toDate?: unknown }).toDate === 'function'
      ? (updatedAt as { toDate: () => Date }).toDate().toISOString()
      : Number.isNaN(posted)
        ? ''
        : new Date(posted).toISOString();
  return {
    ...readJob(data),
    id: snapshot.id,
    companyId: typeof data.companyId === 'string' ? data.companyId : '',
    open: data.status === 'open',
    updated,
  };
}

/** Google's employmentType for each of the catalogue's job types. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
};

/** The last part of a place ("Berlin, Germany" → "Germany"): where a remote job's people may live. */
const regionOf = (location: string) => location.split(',').at(-1)?.trim() ?? '';

/** A date as ISO 8601, or '' when it is none. */
const isoDate = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

/**
 * The JobPosting of a job: the required properties (title, description, datePosted,
 * hiringOrganization, jobLocation — or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements for a remote one) and the recommended ones it has: validThrough
 * (a closed posting's: when it closed, in the past), employmentType, baseSalary (yearly, USD),
 * identifier and directApply (true when people apply on this site). `now` stands in for a closed
 * posting without a recorded change.
 */
export function jobPostingLd(job: PublicJob, url: string, now: Date): Record<string, unknown> {
  const region = regionOf(job.location);
  const employmentType = EMPLOYMENT_TYPES[job.type];
  const closedAt = job.updated && Date.parse(job.updated) < now.getTime() ? job.updated : '';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: isoDate(job.postedDate) || job.updated || now.toISOString(),
    ...(job.open
      ? {}
      : { validThrough: closedAt || new Date(now.getTime() - 1_000).toISOString() }),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: job.company },
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.id },
    url,
    directApply: job.companyId !== '' && !safeApplyUrl(job.applyUrl),
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: region || job.location },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.location.split(',')[0]?.trim() ?? job.location,
              ...(region && region !== job.location ? { addressCountry: region } : {}),
            },
          },
        }),
    ...(job.salary > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: { '@type': 'QuantitativeValue', value: job.salary, unitText: 'YEAR' },
          },
        }
      : {}),
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
  };
}
