import { EMPTY_JOB, pickJob, postingSchema, type Job } from '@contracts/job';
import { schemaConverter } from '@/lib/firebase/converters';

/** A job as its page shows it, with the company that posted it ('' for market data). */
export type ShownJob = Job & { companyId: string };

/** jobs/{jobId} read through its contract: the job's fields and its company, not its search words. */
export const jobConverter = schemaConverter(
  postingSchema,
  { ...EMPTY_JOB, companyId: '' },
  ({ companyId, ...fields }, id): ShownJob => ({ ...pickJob({ ...fields, id }), companyId }),
);
