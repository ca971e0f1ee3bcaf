import { EMPTY_JOB, jobDocumentSchema, pickJob, type Job, type JobDocument } from '@contracts/job';
import { schemaConverter } from '@/lib/firebase/converters';

/** jobs/{jobId} read through its contract: the job and the words it is found by. */
export const jobConverter = schemaConverter<Omit<JobDocument, 'id'>>(jobDocumentSchema, {
  ...EMPTY_JOB,
  keywords: [],
  locationKey: '',
});

/** The job as shown, without its search fields. */
export const shownJob = (job: JobDocument): Job => pickJob(job);
