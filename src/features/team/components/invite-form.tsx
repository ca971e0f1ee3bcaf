import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { TeamPermissions } from '@contracts/roles';
import { formMessage } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { toast } from '@/lib/toast';
import {
  inviteFormSchema,
  useInviteMember,
  type InviteFormValues,
  type InviteInput,
  type Inviter,
} from '../api/invite-member';
import { DEFAULT_INVITE_PERMISSIONS } from '../constants';
import {
  changesBeyond,
  invitationConflict,
  NO_TEAM_PERMISSIONS,
  withinGrant,
} from '../lib/team-rules';
import type { Invitation, TeamMember } from '../types';
import { PermissionFields } from './permission-fields';

type InviteForm = InviteFormValues;

/** The empty form: the default flags, as far as the inviter may grant them. */
const emptyForm = (grantable: TeamPermissions): InviteForm => ({
  email: '',
  permissions: withinGrant(DEFAULT_INVITE_PERMISSIONS, grantable),
});
const trim = (value: string) => value.trim();

interface InviteFormProps {
  companyId: string;
  inviter: Inviter;
  /** Who is in the team already and who is invited: neither is invited again. */
  members: readonly TeamMember[];
  invitations: readonly Invitation[];
  /** The flags the inviter may grant (see `grantableFlags`): the others cannot be chosen. */
  grantable: TeamPermissions;
}

/** Invites a colleague by e-mail with the flags they will have; the server mails the link. */
export function InviteMemberForm({
  companyId,
  inviter,
  members,
  invitations,
  grantable,
}: InviteFormProps) {
  const { t } = useTranslation();
  const invite = useInviteMember(companyId, inviter);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteForm, unknown, InviteInput>({
    resolver: formResolver(inviteFormSchema),
    defaultValues: emptyForm(grantable),
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);

  // a failure keeps everything typed; a success empties the form for the next colleague
  const send = handleSubmit(async (input) => {
    // nobody grants a flag they do not hold (the owner holds them all)
    if (changesBeyond(grantable, NO_TEAM_PERMISSIONS, input.permissions).length > 0) {
      setFormError(t('team.permissions.onlyYours'));
      return;
    }
    const conflict = invitationConflict(input.email, members, invitations);
    if (conflict) {
      setError(
        'email',
        { message: formMessage(`team.invite.errors.${conflict}`, { email: input.email }) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await invite.mutateAsync(input);
      toast.success({ title: t('team.invite.sent', { email: input.email }) });
      reset(emptyForm(grantable));
    } catch (error) {
      console.error('Failed to invite', error);
      setFormError(t('team.invite.failed'));
    }
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
  };

  return (
    <form className="stack" noValidate onSubmit={submit} aria-labelledby="team-invite-heading">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t('team.invite.email')}
        type="email"
        autoComplete="off"
        hint={t('team.invite.emailHint')}
        {...field('email', { setValueAs: trim })}
        required
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionFields
            value={field.value}
            onChange={field.onChange}
            isDisabled={isSubmitting}
            grantable={grantable}
          />
        )}
      />
      <div>
        <Button type="submit" busy={isSubmitting}>
          {t('team.invite.submit')}
        </Button>
      </div>
    </form>
  );
}
