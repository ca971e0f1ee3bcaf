// The query keys of applications and the talent pool: every query and invalidation of the
// feature takes its key here.
const applications = ['applications'] as const;

export const candidateKeys = {
  /** Every application query (a bulk action may change any of them). */
  applications,
  application: (applicationId: string) => [...applications, 'detail', applicationId] as const,
  applicationLog: (applicationId: string, log: string) =>
    [...candidateKeys.application(applicationId), log] as const,
  company: (companyId: string, jobId: string | null) =>
    [...applications, 'company', companyId, jobId ?? 'all'] as const,
  mine: (uid: string) => [...applications, 'mine', uid, 'list'] as const,
  myApplication: (uid: string, jobId: string) =>
    [...applications, 'mine', uid, 'job', jobId] as const,
  applyTarget: (jobId: string) => [...applications, 'target', jobId] as const,
  identity: (uid: string) => [...applications, 'identity', uid] as const,
  pool: (companyId: string) => ['candidates', 'pool', companyId] as const,
};
