// A bulk action as a screen runs it: the run, "Retry the failed", and the report of the last one
// (how many were done, which failed and why, by the names the candidates had when it ran). A
// refusal of the whole run is said in a toast, in the current language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/lib/callable-reason';
import { toast } from '@/lib/toast';
import { useBulkAction, type BulkOutcome, type runBulkActionInRuns } from '../api/run-bulk-action';
import { BULK_REASONS } from '../lib/refusals';

/** What the report of a run shows. */
export interface BulkRunReport {
  outcome: BulkOutcome;
  /** The candidates' names when the action ran (the list may have changed since). */
  names: ReadonlyMap<string, string>;
}

export function useBulkRuns(companyId: string) {
  const { t } = useTranslation();
  const bulk = useBulkAction(companyId);
  const refusalText = useRefusalText(BULK_REASONS, (reason) => `candidates.bulk.errors.${reason}`);
  const [report, setReport] = useState<BulkRunReport | null>(null);
  const fail = (error: unknown) =>
    toast.error({ title: t('candidates.bulk.failed'), description: refusalText(error) });

  /** Runs the action; a refusal is said and thrown again (so a dialog stays open). */
  const run = async (
    input: Parameters<typeof runBulkActionInRuns>[0],
    names: ReadonlyMap<string, string>,
  ): Promise<BulkRunReport> => {
    try {
      const next = { outcome: await bulk.mutateAsync({ kind: 'run', input }), names };
      setReport(next);
      return next;
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  /** Runs the last report's runs again (only their failed items); null when it could not. */
  const retry = async (): Promise<BulkRunReport | null> => {
    if (!report) return null;
    try {
      const outcome = await bulk.mutateAsync({ kind: 'retry', bulkIds: report.outcome.bulkIds });
      const next = { outcome, names: report.names };
      setReport(next);
      return next;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  return { report, run, retry, dismiss: () => setReport(null), busy: bulk.isPending };
}
