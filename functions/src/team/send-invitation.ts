// A new invitation (companies/{cid}/invitations/{id}, written by a member with canManageTeam) gets
// its secret: a random token mailed in the link, of which only the SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contracts.js';
import { appUrl } from '../mail/config.js';
import { queueMail } from '../mail/queue-mail.js';
import { textOf } from './callable.js';
import { companyRef, profileRef } from './team-access.js';

// The link starts with the app's public address: the environment variable APP_URL (by default
// http://localhost:5050, the Hosting emulator), read by the mail system's `appUrl` (mail/config.ts);
// the local suite passes it to the functions emulator, production sets it in functions/.env.

/** The app's page an invitation link opens (src/config/paths.ts `acceptInvitation`). */
export const ACCEPT_INVITATION_PATH = '/invitations/accept';

/** The bytes of randomness in an invitation's token (sent base64url: 43 characters). */
export const INVITATION_TOKEN_BYTES = 32;

export const newInvitationToken = () => randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
/** What an invitation stores of its token: the SHA-256, hex. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function invitationLink(companyId: string, invitationId: string, token: string): string {
  const query = new URLSearchParams({ company: companyId, invitation: invitationId, token });
  return `${appUrl()}${ACCEPT_INVITATION_PATH}?${query.toString()}`;
}

export type InvitationOutcome = 'queued' | 'already-sent' | 'skipped';

interface Claimed {
  tokenHash: string;
  to: string;
  locale: Locale;
  params: Record<string, string>;
}

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * Gives the invitation `ref` (companies/{cid}/invitations/{id}) its token and queues the 'invitation' mail with the link. Once only: an
 * invitation that has a `tokenHash` already (the event delivered again) is left alone. Should the
 * mail fail to queue, the token is taken back, so a retry sends a fresh one.
 */
export async function sendInvitation(
  firestore: Firestore,
  ref: DocumentReference,
  queue: typeof queueMail = queueMail,
): Promise<InvitationOutcome> {
  const companyId = ref.parent.parent?.id ?? '';
  const invitationId = ref.id;
  const claimed = await firestore.runTransaction(
    async (tx): Promise<Claimed | Exclude<InvitationOutcome, 'queued'>> => {
      const invitation = await tx.get(ref);
      if (!invitation.exists) return 'skipped';
      if (textOf(invitation, 'tokenHash')) return 'already-sent';
      const to = textOf(invitation, 'email').toLowerCase();
      if (invitation.get('status') !== 'pending' || !to.includes('@')) {
        console.warn(`invitation ${ref.path}: not a pending invitation with an email`);
        return 'skipped';
      }
      const invitedBy = textOf(invitation, 'invitedBy');
      const [company, inviter] = await tx.getAll(
        companyRef(firestore, companyId),
        profileRef(firestore, invitedBy || '-'),
      );
      if (!company?.exists) {
        console.warn(`invitation ${ref.path}: the company does not exist`);
        return 'skipped';
      }
      const expiresAt: unknown = invitation.get('expiresAt');
      const locale: unknown = invitation.get('locale');
      const token = newInvitationToken();
      const tokenHash = tokenHashOf(token);
      tx.update(ref, { tokenHash });
      return {
        tokenHash,
        to,
        locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
        params: {
          companyName: textOf(company, 'name'),
          inviterName:
            textOf(invitation, 'invitedByName') ||
            (inviter ? textOf(inviter, 'displayName') : '') ||
            textOf(company, 'name'),
          link: invitationLink(companyId, invitationId, token),
          expiresAt: expiresAt instanceof Timestamp ? expiresAt.toDate().toISOString() : '',
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
