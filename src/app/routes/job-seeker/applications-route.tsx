import { jobPath, paths } from '@/config/paths';
import { useUserId } from '@/features/auth/stores/auth-store';
import { MyApplications } from '@/features/candidates/components/my-applications';
import {
  InterviewNoticeLine,
  useInterviewNotices,
} from '@/features/interviews/components/interview-notices';

/** The person's applications with their current stage (and an interview when one is scheduled). */
export default function JobSeekerApplicationsRoute() {
  const userId = useUserId();
  const notices = useInterviewNotices(userId);
  return (
    <MyApplications
      uid={userId}
      jobHref={jobPath}
      searchHref={paths.jobSeeker.jobs}
      renderExtra={(applicationId) => {
        const notice = notices.get(applicationId);
        return notice ? <InterviewNoticeLine notice={notice} /> : null;
      }}
    />
  );
}
