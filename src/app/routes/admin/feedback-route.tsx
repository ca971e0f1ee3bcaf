import { FeedbackAdminPage } from '@/features/feedback-admin/components/feedback-admin-page';

/** What people tell us, and the feature suggestions they vote on. */
export default function AdminFeedbackRoute() {
  return <FeedbackAdminPage />;
}
