export type { SavedJob } from '@contracts/job';
