import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { WithFieldValue } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { INVITATION_CREATE_FIELDS } from '@contracts/company';
import { inviteInputSchema, type InvitationDocument, type InviteInput } from '@contracts/company';
import type { Locale } from '@contracts/locales';
import { teamPermissionsFrom, type TeamPermissions } from '@contracts/roles';
import { INVITATION_TTL_MS } from '../constants';
import { invitationsQueryOptions } from './get-invitations';
import { invitationsCollection } from './team-refs';

export { inviteInputSchema, type InviteInput };

/** What the invite form holds: the address as typed and the ten flags. */
export interface InviteFormValues {
  email: string;
  permissions: TeamPermissions;
}

/**
 * The contract's schema typed for the form: its flags are declared from a list, so zod types
 * their input loosely (`unknown`); the form only ever holds booleans there.
 */
export const inviteFormSchema = inviteInputSchema as unknown as z.ZodMiniType<
  InviteInput,
  InviteFormValues
>;

export interface Inviter {
  uid: string;
  /** Their profile's displayName exactly ('' without one): firestore.rules compares it. */
  displayName: string;
  /** The language of the invitation mail: the inviter's interface language. */
  locale: Locale;
}

type InvitationCreate = WithFieldValue<
  Pick<InvitationDocument, (typeof INVITATION_CREATE_FIELDS)[number]>
>;

/**
 * Creates companies/{companyId}/invitations/{id} with exactly the fields the rules accept: the
 * e-mail lower-cased, the ten flags, pending, sent now and valid for seven days. The server then
 * mails the link. Returns the invitation's id.
 */
export async function inviteMember(
  companyId: string,
  inviter: Inviter,
  input: InviteInput,
): Promise<string> {
  const fs = await firestore();
  const { email, permissions } = inviteInputSchema.parse(input);
  const invitation: InvitationCreate = {
    email,
    permissions: teamPermissionsFrom(permissions),
    locale: inviter.locale,
    invitedBy: inviter.uid,
    invitedByName: inviter.displayName,
    status: 'pending',
    createdAt: fs.serverTimestamp(),
    expiresAt: fs.Timestamp.fromMillis(Date.now() + INVITATION_TTL_MS),
  };
  // the converter reads; the write goes out as built above
  const created = await fs.addDoc(
    invitationsCollection(fs, companyId).withConverter(null),
    invitation,
  );
  return created.id;
}

/** Inviting from the screen; the pending list is read again afterwards. */
export function useInviteMember(companyId: string, inviter: Inviter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => inviteMember(companyId, inviter, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(companyId).queryKey }),
  });
}
