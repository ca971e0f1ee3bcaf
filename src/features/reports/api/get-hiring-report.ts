import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import {
  hiringReportInput,
  type HiringReportInput,
  type HiringReportResult,
} from '@contracts/reports';
import { callFunction } from '@/lib/firebase/functions';
import { reportKeys } from './query-keys';

/**
 * The company's hiring figures for a period (and a job), computed by the server (the caller needs
 * canViewReports). Throws the CallableFailure of `callFunction` (its `reason` is one of
 * CALLABLE_ERRORS).
 */
export async function getHiringReport(input: HiringReportInput): Promise<HiringReportResult> {
  return callFunction(CALLABLES.hiringReport, hiringReportInput.parse(input));
}

/** The only place the report's query key is written; the previous figures stay while the next load. */
export const hiringReportQueryOptions = (input: HiringReportInput) =>
  queryOptions({
    queryKey: reportKeys.hiring(input),
    queryFn: () => getHiringReport(input),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useHiringReport(input: HiringReportInput, enabled: boolean) {
  return useQuery({ ...hiringReportQueryOptions(input), enabled });
}
