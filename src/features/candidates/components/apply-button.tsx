import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { lazy } from '@/lib/lazy-component';
import { useApplyTarget } from '../api/get-apply-target';
import { useMyApplication } from '../api/get-my-application';
import { useMyApplications } from '../api/list-my-applications';
import type { Applicant } from '../types';
import { useStageLabel } from './stage-badge';

// the form (the kit's dialog, the form library) loads when the person first opens it, so a job's
// page and every job-seeker screen that shows this button stay light
const ApplyDialog = lazy(() =>
  import('./apply-dialog').then((module) => ({ default: module.ApplyDialog })),
);

interface ApplyButtonProps {
  jobId: string;
  /** The signed-in job seeker; null for anybody else (nothing is shown). */
  applicant: Applicant | null;
  /** Where "Applied · <stage>" leads: the person's applications. */
  applicationsHref: string;
  /** Opens the form as soon as the job may be applied to (a public page's Apply led here). */
  openAtStart?: boolean;
}

/**
 * "Apply" on an employer's open posting (the board's sample jobs, which have no company, and
 * postings with their own application page keep their external link); once applied,
 * "Applied · <stage>" instead, following the stage as it moves.
 */
export function ApplyButton({
  jobId,
  applicant,
  applicationsHref,
  openAtStart = false,
}: ApplyButtonProps) {
  const { t } = useTranslation();
  const stageLabel = useStageLabel('seeker');
  const [open, setOpen] = useState(false);
  const uid = applicant?.uid ?? null;
  const target = useApplyTarget(applicant ? jobId : '');
  const mine = useMyApplication(uid, jobId);
  const history = useMyApplications(uid);
  const job = target.data;
  const canApply = Boolean(
    applicant && job?.companyId && job.isOpen && !job.external && mine.isSuccess && !mine.data,
  );
  // opened once at most: closing it leaves the page as it is
  const openedAtStart = useRef(false);
  useEffect(() => {
    if (!openAtStart || !canApply || openedAtStart.current) return;
    openedAtStart.current = true;
    setOpen(true);
  }, [openAtStart, canApply]);
  if (!applicant || !job?.companyId) return null;
  if (mine.data) {
    return (
      <Link className="btn btn-secondary" to={applicationsHref}>
        {t('candidates.apply.applied', { stage: stageLabel(mine.data.stage) })}
      </Link>
    );
  }
  if (!job.isOpen || job.external) return null;
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={mine.isPending}
        aria-label={t('candidates.apply.applyNamed', { job: job.jobTitle })}
      >
        {t('candidates.apply.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ApplyDialog
            isOpen={open}
            onOpenChange={setOpen}
            target={job}
            applicant={applicant}
            previous={history.data?.[0]?.candidate ?? null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
