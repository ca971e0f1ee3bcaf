// The query keys of reports: every query of the feature takes its key here.
import type { HiringReportInput } from '@contracts/reports';

export const reportKeys = {
  all: (companyId: string) => ['reports', companyId] as const,
  hiring: (input: HiringReportInput) =>
    [
      ...reportKeys.all(input.companyId),
      'hiring',
      input.from,
      input.to,
      input.jobId ?? null,
    ] as const,
};
