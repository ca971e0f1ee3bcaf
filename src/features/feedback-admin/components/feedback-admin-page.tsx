import { FeatureManager } from './feature-manager';
import { FeedbackInbox } from './feedback-inbox';
import './feedback-admin.css';

/** The feedback inbox and the feature suggestions people vote on. */
export function FeedbackAdminPage() {
  return (
    <div className="feedback-admin">
      <FeedbackInbox />
      <FeatureManager />
    </div>
  );
}
