import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import { useApplyAction, useSaveAction } from './use-job-actions';

export default function JobSeekerJobRoute() {
  const { jobId = '' } = useParams();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const saveAction = useSaveAction();
  // ?apply=1: the job's public page sent the person here to apply
  const applyAction = useApplyAction(params.get('apply') === '1');
  return (
    <JobDetailPage
      jobId={jobId}
      backTo={`${paths.jobSeeker.jobs}${from.startsWith('?') ? from : ''}`}
      renderActions={(job) => (
        <>
          {applyAction(job)}
          {saveAction(job)}
        </>
      )}
    />
  );
}
