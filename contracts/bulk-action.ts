// Bulk actions on a company's candidates (the runBulkCandidateAction callable): one action (move to
// a stage, reject with the rejection mail, add a note, send a booking link) on many applications
// at once. The server
// keeps each run as companies/{cid}/bulkActions/{bulkId} (an id it makes) with one item per
// application (…/items/{applicationId}), so running it again does only what is not done yet.
// Server only: firestore.rules let no client read or write them.
import * as z from 'zod/mini';
import { APPLICATION_LIMITS, APPLICATION_STAGES, type ApplicationStage } from './application.js';
import { createBookingLinkInput } from './booking.js';
import { id } from './callables.js';
import { timestampField } from './fields.js';

export const BULK_ACTION_LIMITS = {
  /** Most applications one run acts on (one page of the candidates list at most). */
  applicationsMax: 100,
  /** How many applications the server works on at once. */
  concurrency: 10,
} as const;

/** The stages "Move to" offers in bulk: every one but a rejection, which asks for a reason. */
export const BULK_MOVE_STAGES = APPLICATION_STAGES.filter(
  (stage): stage is Exclude<ApplicationStage, 'rejected'> => stage !== 'rejected',
);

export const BULK_ACTION_KINDS = ['move', 'reject', 'note', 'bookingLink'] as const;
export type BulkActionKind = (typeof BULK_ACTION_KINDS)[number];

/**
 * What a run does to each application: a rejection mails the applicant (with the reason if
 * shared); a booking link (createBookingLink's settings, canScheduleInterviews) mails each their own.
 */
export const bulkActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), to: z.enum(BULK_MOVE_STAGES) }),
  z.object({
    kind: z.literal('reject'),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_LIMITS.reasonMax)),
    share: z.boolean(),
  }),
  z.object({
    kind: z.literal('note'),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_LIMITS.teamNoteMax)),
  }),
  z.object({
    kind: z.literal('bookingLink'),
    link: z.omit(createBookingLinkInput, { applicationId: true }),
  }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

/**
 * A new run: the company, its applications (distinct, at most BULK_ACTION_LIMITS.applicationsMax)
 * and the action; or a run again by its id (`bulkId`), which does only the items not done yet.
 */
export const runBulkCandidateActionInput = z.union([
  z.object({
    companyId: id,
    applicationIds: z.array(id).check(
      z.minLength(1),
      z.maxLength(BULK_ACTION_LIMITS.applicationsMax),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each application once'),
    ),
    action: bulkActionSchema,
  }),
  z.object({ companyId: id, bulkId: id }),
]);
export type RunBulkCandidateActionInput = z.infer<typeof runBulkCandidateActionInput>;

/**
 * Why one application was not done: it is already where the move would take it (or already
 * rejected), it is closed (rejected or hired: no booking link), or its write failed (it may be
 * tried again).
 */
export const BULK_ITEM_FAILURES = ['already-there', 'closed', 'failed'] as const;
export type BulkItemFailure = (typeof BULK_ITEM_FAILURES)[number];

export const BULK_ITEM_STATUSES = ['done', 'failed'] as const;

/** companies/{cid}/bulkActions/{bulkId}: who started the run, when, and what it does to which. */
export const bulkActionRunSchema = z.object({
  createdBy: z.string(),
  createdAt: timestampField,
  action: bulkActionSchema,
  applicationIds: z.array(z.string()),
});
export type BulkActionRunDocument = z.infer<typeof bulkActionRunSchema>;

/** …/items/{applicationId}: how its application fared (absent: not tried yet). */
export const bulkActionItemSchema = z.object({
  status: z.enum(BULK_ITEM_STATUSES),
  reason: z.nullable(z.enum(BULK_ITEM_FAILURES)),
  at: timestampField,
});
export type BulkActionItemDocument = z.infer<typeof bulkActionItemSchema>;

export interface BulkItemResult {
  applicationId: string;
  status: (typeof BULK_ITEM_STATUSES)[number];
  reason: BulkItemFailure | null;
}

/** What a run answers: its id (to run the failed ones again) and every application's outcome. */
export interface RunBulkCandidateActionResult {
  bulkId: string;
  items: BulkItemResult[];
}
