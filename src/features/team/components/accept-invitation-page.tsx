import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import type { AcceptInvitationResult } from '@contracts/callables';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { acceptInvitationInput, useAcceptInvitation } from '../api/accept-invitation';
import { callableReason, type CallableReason } from '../lib/refusals';
import './team.css';

/** Who is looking at the link. */
export type InvitationViewer =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** Signed in, but the account has no profile yet (a first Google sign-in). */
  | { status: 'noProfile' }
  | {
      status: 'signedIn';
      email: string | null;
      /**
       * Their role (the profile's `role`): a job seeker is told that joining makes the account an
       * employer account. Unknown (not given): nothing is said.
       */
      role?: string | null;
    };

interface AcceptInvitationPageProps {
  /** The link's query: `company`, `invitation` and `token`. */
  search: URLSearchParams;
  viewer: InvitationViewer;
  /** This page with its query: the sign-in pages send the person back here. */
  returnPath: string;
  /** After joining: the app reloads the profile and permissions and opens the dashboard. */
  onJoined: (result: AcceptInvitationResult) => void | Promise<void>;
  /** Signs out, to sign in again with the invited address. */
  onSignOut: () => void | Promise<void>;
}

/**
 * The refusals this page explains in its own words (trying again would not help); the rest use
 * the shared texts and leave the button for another try.
 */
const ACCEPT_REASONS = [
  'invitation-expired',
  'invitation-used',
  'invitation-email-mismatch',
  'already-in-company',
  'not-found',
  'invalid-input',
] as const satisfies readonly CallableReason[];
type AcceptReason = (typeof ACCEPT_REASONS)[number];
const isAcceptReason = (reason: CallableReason): reason is AcceptReason =>
  (ACCEPT_REASONS as readonly string[]).includes(reason);

/**
 * Where an invitation mail's link leads. Signed out: sign in (or create an account) with the
 * invited address, then come back. Signed in: join the team; each refusal is explained.
 */
export function AcceptInvitationPage({
  search,
  viewer,
  returnPath,
  onJoined,
  onSignOut,
}: AcceptInvitationPageProps) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const roleChangeId = useId();
  const [refusal, setRefusal] = useState<CallableReason | null>(null);
  const input = acceptInvitationInput.safeParse({
    companyId: search.get('company') ?? '',
    invitationId: search.get('invitation') ?? '',
    token: search.get('token') ?? '',
  });
  const back = { from: returnPath };
  const email = viewer.status === 'signedIn' ? (viewer.email ?? '') : '';
  const isJobSeeker = viewer.status === 'signedIn' && viewer.role === 'jobSeeker';

  const join = async () => {
    if (!input.success) return;
    setRefusal(null);
    let result: AcceptInvitationResult;
    try {
      result = await accept.mutateAsync(input.data);
    } catch (error) {
      setRefusal(callableReason(error));
      return;
    }
    toast.success({ title: t('team.accept.joined', { company: result.companyName }) });
    await onJoined(result);
  };

  const refusalText = (reason: CallableReason) =>
    isAcceptReason(reason)
      ? t(`team.accept.errors.${reason}`, { email })
      : t(`team.errors.${reason}`);

  let body;
  if (!input.success) {
    body = <Alert tone="error">{t('team.accept.missing')}</Alert>;
  } else if (viewer.status === 'loading') {
    body = <PageLoader label={t('common.loading')} />;
  } else if (viewer.status === 'signedOut') {
    body = (
      <>
        <p>{t('team.accept.signedOut')}</p>
        <div className="team-accept-actions">
          <Link className="btn btn-primary" to={paths.login} state={back}>
            {t('team.accept.signIn')}
          </Link>
          <Link className="btn btn-secondary" to={paths.register} state={back}>
            {t('team.accept.register')}
          </Link>
        </div>
      </>
    );
  } else if (viewer.status === 'noProfile') {
    body = (
      <>
        <p>{t('team.accept.finishProfile')}</p>
        <div className="team-accept-actions">
          <Link className="btn btn-primary" to={paths.welcome} state={back}>
            {t('team.accept.continue')}
          </Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        {email ? <p>{t('team.accept.signedInAs', { email })}</p> : null}
        {refusal ? (
          <Alert tone="error" title={t('team.accept.refused')}>
            <p>{refusalText(refusal)}</p>
            {refusal === 'invitation-email-mismatch' ? (
              <Button variant="secondary" onClick={() => void onSignOut()}>
                {t('team.accept.signOut')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {refusal && isAcceptReason(refusal) ? null : (
          <>
            {isJobSeeker ? (
              <div id={roleChangeId}>
                <Alert tone="warning" title={t('team.accept.becomesEmployer.title')}>
                  {t('team.accept.becomesEmployer.body')}
                </Alert>
              </div>
            ) : null}
            <div className="team-accept-actions">
              <Button
                busy={accept.isPending}
                aria-describedby={isJobSeeker ? roleChangeId : undefined}
                onClick={() => void join()}
              >
                {t('team.accept.join')}
              </Button>
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <div className="team-accept">
      <section className="card team-accept-card" aria-labelledby="team-accept-title">
        <h1 id="team-accept-title">{t('team.accept.title')}</h1>
        <p className="muted">{t('team.accept.intro')}</p>
        {body}
      </section>
    </div>
  );
}
