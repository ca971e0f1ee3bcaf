import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { reportFailedSignIn } from '@/features/audit/api/report-failed-sign-in';
import type { AuditActor, AuditEventInput } from '@/features/audit/types';
import { onAuthEvent, onBeforeSignOut, useAuthStore } from '@/features/auth/stores/auth-store';
import {
  startPermissionCacheCleanup,
  usePermissionsStore,
} from '@/features/permissions/stores/permissions-store';
import { SessionWarningDialog } from '@/features/session/components/session-warning-dialog';
import { ABSOLUTE_LIFETIME_MS } from '@/features/session/constants';
import { useActivityTracking } from '@/features/session/hooks/use-activity-tracking';
import { useSessionStore } from '@/features/session/stores/session-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** Writes an audit entry; the writer (and Firestore with it) loads only when first needed. */
async function audit(actor: AuditActor, event: AuditEventInput): Promise<string> {
  const { logAuditEvent } = await import('@/features/audit/api/log-audit-event');
  return logAuditEvent(actor, event);
}

/**
 * Composes the security core around the signed-in person: permissions follow the profile, the
 * idle session starts at sign-in and ends at sign-out (in every tab), and sign-ins, sign-outs,
 * timeouts and extensions are audited.
 */
export function SecurityBridge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const profile = useAuthStore((state) => state.profile);
  const localDemoSession = useAuthStore((state) => state.localDemoSession);
  const hasSession = useSessionStore((state) => state.session !== null);
  const pendingLogin = useRef<string | null>(null);
  // the latest translations, without restarting the session when the language changes
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);

  const uid = user?.uid;
  const email = user?.email ?? null;
  const signedInAt = user?.signedInAt;
  const role = profile?.role;
  const companyId = profile?.companyId;

  useEffect(() => startPermissionCacheCleanup(), []);

  useEffect(() => {
    void usePermissionsStore.getState().load(uid && role ? { uid, role, companyId } : null);
  }, [uid, role, companyId]);

  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event.type === 'signed-in') pendingLogin.current = event.method;
        if (event.type === 'sign-in-failed') void reportFailedSignIn(event.email);
      }),
    [],
  );

  useEffect(() => {
    if (!uid || !role) return;
    const actor: AuditActor = { uid, email, role };
    const record = (event: AuditEventInput) =>
      localDemoSession ? Promise.resolve('') : audit(actor, event);
    if (pendingLogin.current) {
      void record({ action: 'LOGIN', metadata: { method: pendingLogin.current } });
      pendingLogin.current = null;
    }
    const removeHook = onBeforeSignOut(async (reason) => {
      if (reason !== 'user_logout') return;
      await record({ action: 'LOGOUT', metadata: { reason: 'user_logout' } });
      useSessionStore.getState().end({ broadcast: 'user_logout' });
    });
    const timedOutNotice = () =>
      translate.current('session.timedOut', {
        minutes: Math.max(
          1,
          Math.round(useSessionStore.getState().config.sessionTimeout / MINUTE_MS),
        ),
      });
    useSessionStore.getState().start(
      { uid, role, signedInAt },
      {
        onTimeout: (cause, firstTab) => {
          const from = currentPath();
          const notice =
            cause === 'lifetime'
              ? translate.current('session.lifetimeEnded', {
                  hours: ABSOLUTE_LIFETIME_MS / HOUR_MS,
                })
              : timedOutNotice();
          void (async () => {
            if (firstTab) {
              await record({ action: 'LOGOUT', metadata: { reason: 'session_timeout', cause } });
            }
            await useAuthStore.getState().signOut('session_timeout');
            void navigate(paths.login, { replace: true, state: { from, notice } });
          })();
        },
        onExtend: () => void record({ action: 'SESSION_EXTENDED' }),
        onEndedElsewhere: (reason) => {
          const notice =
            reason === 'session_timeout'
              ? timedOutNotice()
              : translate.current('session.endedElsewhere');
          const from = currentPath();
          void useAuthStore
            .getState()
            .signOut('session_timeout')
            .then(() => navigate(paths.login, { replace: true, state: { from, notice } }));
        },
      },
    );
    return () => {
      removeHook();
      useSessionStore.getState().end();
    };
  }, [uid, email, role, signedInAt, localDemoSession, navigate]);

  useActivityTracking(hasSession);

  const signOutNow = () => {
    void useAuthStore
      .getState()
      .signOut('user_logout')
      .then(() => navigate(paths.login, { replace: true }));
  };
  return <SessionWarningDialog onSignOut={signOutNow} />;
}
