// A new invitation (companies/{cid}/invitations/{id}, written by a member with canManageTeam) gets
// its secret: a random token mailed in the link, of which only the SHA-256 is stored. The server
// decides what the mail says: the link's expiry (createdAt + INVITATION_TTL_DAYS, whatever the
// client wrote), the inviter's name (their profile's), the language (the invited person's own
// profile's when they have an account, else the invitation's); and whether a mail goes at all: a
// company sends at most INVITATIONS_PER_DAY in 24 hours, the rest are marked refused.
import { createHash, randomBytes } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  COLLECTIONS,
  DEFAULT_LOCALE,
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_DAY,
  LINKED_PATHS,
  LOCALES,
  type InvitationRefusal,
  type Locale,
} from '../contracts.js';
import { appUrl } from '../lib/mail/config.js';
import { isMailAddress, queueMail } from '../lib/mail/queue-mail.js';
import { textOf } from '../lib/snapshot.js';
import { companyRef, profileRef } from '../lib/refs.js';

// The link starts with the app's public address: the environment variable APP_URL, read by the
// mail system's `appUrl` (lib/mail/config.ts); the local suite passes it to the functions emulator,
// production sets it in functions/.env.<project id>.

/** The bytes of randomness in an invitation's token (sent base64url: 43 characters). */
const INVITATION_TOKEN_BYTES = 32;

const DAY_MS = 86_400_000;

const newInvitationToken = () => randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
/** What an invitation stores of its token: the SHA-256, hex. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function invitationLink(companyId: string, invitationId: string, token: string): string {
  const query = new URLSearchParams({ company: companyId, invitation: invitationId, token });
  return `${appUrl()}${LINKED_PATHS.acceptInvitation}?${query.toString()}`;
}

/**
 * queued: the mail with the link is queued; refused: no mail, the company's daily limit is
 * reached (the invitation's `refusedReason` says so); already-sent: handled before (the event
 * delivered again); skipped: nothing to send (no such invitation, not pending, no company).
 */
type InvitationOutcome = 'queued' | 'refused' | 'already-sent' | 'skipped';

interface Claimed {
  tokenHash: string;
  to: string;
  locale: Locale;
  params: Record<string, string>;
}

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** When the invitation was written (the rules make it the server's time), or `fallback`. */
function createdAtOf(invitation: DocumentSnapshot, fallback: Timestamp): Timestamp {
  const createdAt: unknown = invitation.get('createdAt');
  return createdAt instanceof Timestamp ? createdAt : fallback;
}

/** What became of the invitation when it was handled before (its token, or its refusal). */
function handledAs(invitation: DocumentSnapshot): 'already-sent' | 'refused' | null {
  if (textOf(invitation, 'tokenHash')) return 'already-sent';
  return textOf(invitation, 'refusedReason') ? 'refused' : null;
}

/**
 * How many other invitations the company wrote in the 24 hours up to `createdAt` (later ones do
 * not count: of a burst, the first INVITATIONS_PER_DAY go out).
 */
async function invitationsTheDayBefore(
  ref: DocumentReference,
  createdAt: Timestamp,
): Promise<number> {
  const snapshot = await ref.parent
    .where('createdAt', '>', Timestamp.fromMillis(createdAt.toMillis() - DAY_MS))
    .where('createdAt', '<=', createdAt)
    .count()
    .get();
  // this invitation is in that window too
  return Math.max(0, snapshot.data().count - 1);
}

/** The language of the person with this address, when they have a profile that names one. */
async function localeOfAccount(firestore: Firestore, email: string): Promise<Locale | null> {
  const profiles = await firestore
    .collection(COLLECTIONS.users)
    .where('email', '==', email)
    .limit(1)
    .get();
  const locale: unknown = profiles.docs[0]?.get('locale');
  return isLocale(locale) ? locale : null;
}

/**
 * Gives the invitation `ref` (companies/{cid}/invitations/{id}) its token and queues the
 * 'invitation' mail with the link, or marks it refused (`refusedReason: 'daily-limit'`, no token)
 * when the company has sent INVITATIONS_PER_DAY in the 24 hours before it. Once only: an
 * invitation that has a `tokenHash` or a `refusedReason` already (the event delivered again) is
 * left alone. Should the mail fail to queue, the token is taken back, so a retry sends a fresh one.
 */
export async function sendInvitation(
  firestore: Firestore,
  ref: DocumentReference,
  queue: typeof queueMail = queueMail,
  now: Date = new Date(),
): Promise<InvitationOutcome> {
  const companyId = ref.parent.parent?.id ?? '';
  const invitationId = ref.id;

  // what needs no transaction: the count of the day's invitations and the invited person's language
  const first = await ref.get();
  if (!first.exists) return 'skipped';
  const before = handledAs(first);
  if (before) return before;
  const createdAt = createdAtOf(first, Timestamp.fromDate(now));
  const to = textOf(first, 'email').trim().toLowerCase();
  const [sentBefore, accountLocale] = await Promise.all([
    invitationsTheDayBefore(ref, createdAt),
    isMailAddress(to) ? localeOfAccount(firestore, to) : null,
  ]);

  const claimed = await firestore.runTransaction(
    async (tx): Promise<Claimed | Exclude<InvitationOutcome, 'queued'>> => {
      const invitation = await tx.get(ref);
      if (!invitation.exists) return 'skipped';
      const handled = handledAs(invitation);
      if (handled) return handled;
      if (invitation.get('status') !== 'pending' || !isMailAddress(to)) {
        logger.warn('invitation skipped: not a pending invitation with an email', {
          invitation: ref.path,
        });
        return 'skipped';
      }
      const invitedBy = textOf(invitation, 'invitedBy');
      const [company, inviter] = await tx.getAll(
        companyRef(firestore, companyId),
        profileRef(firestore, invitedBy || '-'),
      );
      if (!company?.exists) {
        logger.warn('invitation skipped: the company does not exist', { invitation: ref.path });
        return 'skipped';
      }
      // the link is valid for INVITATION_TTL_DAYS from its creation, whatever the client wrote
      const expiresAt = Timestamp.fromMillis(createdAt.toMillis() + INVITATION_TTL_DAYS * DAY_MS);
      if (sentBefore >= INVITATIONS_PER_DAY) {
        const refusedReason: InvitationRefusal = 'daily-limit';
        tx.update(ref, { refusedReason, expiresAt });
        return 'refused';
      }
      const token = newInvitationToken();
      const tokenHash = tokenHashOf(token);
      const link = invitationLink(companyId, invitationId, token);
      tx.update(ref, { tokenHash, expiresAt });
      const invitationLocale: unknown = invitation.get('locale');
      return {
        tokenHash,
        to,
        locale: accountLocale ?? (isLocale(invitationLocale) ? invitationLocale : DEFAULT_LOCALE),
        params: {
          companyName: textOf(company, 'name'),
          // the inviter's own name, never one the client wrote on the invitation
          inviterName:
            (inviter?.exists ? textOf(inviter, 'displayName') : '') || textOf(company, 'name'),
          link,
          expiresAt: expiresAt.toDate().toISOString(),
        },
      };
    },
  );
  if (typeof claimed === 'string') return claimed;
  try {
    await queue({
      to: claimed.to,
      locale: claimed.locale,
      template: 'invitation',
      params: claimed.params,
    });
  } catch (error) {
    await firestore.runTransaction(async (tx) => {
      const invitation = await tx.get(ref);
      if (invitation.exists && invitation.get('tokenHash') === claimed.tokenHash) {
        tx.update(ref, { tokenHash: FieldValue.delete() });
      }
    });
    throw error;
  }
  return 'queued';
}
