import { EMPTY_JOB, postingSchema, type PostingDocument } from '@contracts/job';
import { schemaConverter } from '@/lib/firebase/converters';

/** A posting as the team's screens read it: the job, its search fields, status and company. */
export type Posting = { id: string } & PostingDocument;

/**
 * jobs/{jobId} read as a posting. A missing status reads as closed (firestore.rules counts it as
 * not open either); missing dates stay undefined.
 */
export const postingConverter = schemaConverter<Omit<PostingDocument, 'id'>>(postingSchema, {
  ...EMPTY_JOB,
  keywords: [],
  locationKey: '',
  status: 'closed',
  companyId: '',
  createdBy: '',
  createdAt: undefined,
  updatedAt: undefined,
});
