import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { reportFailedSignIn } from '@/features/audit/api/report-failed-sign-in';
import type { AuditActor, AuditEventInput } from '@/features/audit/types';
import { saveTeamPermissionsHint } from '@/features/auth/lib/session-hint';
import { onAuthEvent, onBeforeSignOut, useAuthStore } from '@/features/auth/stores/auth-store';
import {
  permissionCache,
  startPermissionCacheCleanup,
  usePermissionsStore,
} from '@/features/permissions/stores/permissions-store';
import { SessionWarningDialog } from '@/features/session/components/session-warning-dialog';
import { ABSOLUTE_LIFETIME_MS } from '@/features/session/constants';
import { useActivityTracking } from '@/features/session/hooks/use-activity-tracking';
import { useSessionStore } from '@/features/session/stores/session-store';
import { clearDraftsOf } from '@/lib/drafts/drafts';
import { isLanguage } from '@/lib/i18n/languages';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** Writes an audit entry; the writer (and Firestore with it) loads only when first needed. */
async function audit(actor: AuditActor, event: AuditEventInput): Promise<string> {
  const { logAuditEvent } = await import('@/features/audit/api/log-audit-event');
  return logAuditEvent(actor, event);
}

/** Listens to the member's own membership; the watcher (and Firestore) loads only when needed. */
function watchOwnMembership(companyId: string, uid: string): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('@/features/permissions/api/watch-membership')
    .then(({ watchMembership }) => {
      if (stopped) return;
      stop = watchMembership(companyId, uid, {
        // flags changed by a team manager: drop the cached ones and load them again
        onPermissionsChange: () => void usePermissionsStore.getState().refresh(),
        // removed (or the team deleted): the profile loses its companyId, and the permissions
        // follow it (the effect below drops the cache entry when the company changes)
        onRemoved: () => {
          void useAuthStore
            .getState()
            .refreshProfile()
            .then(() => {
              if (useAuthStore.getState().profile?.companyId === companyId) {
                return usePermissionsStore.getState().refresh();
              }
            });
        },
      });
    })
    .catch((error: unknown) => console.warn('Could not watch the team membership', error));
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Writes the interface language to the profile (mails use it); the writer loads when needed. */
async function saveProfileLocale(uid: string, locale: string): Promise<void> {
  if (!isLanguage(locale)) return;
  try {
    const { updateProfileLocale } = await import('@/features/auth/api/update-profile-locale');
    await updateProfileLocale(uid, locale);
    const { profile, setProfile } = useAuthStore.getState();
    if (profile?.uid === uid) setProfile({ ...profile, locale });
  } catch (error) {
    console.warn('Could not save the interface language to the profile', error);
  }
}

/**
 * Composes the security core around the signed-in person: permissions follow the profile (and a
 * team member's flags as they change), the idle session starts at sign-in and ends at sign-out
 * (in every tab), sign-ins, sign-outs, timeouts and extensions are audited, and the profile keeps
 * the interface language.
 */
export function SecurityBridge() {
  const { t, i18n } = useTranslation();
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
  const hasProfile = profile !== null;
  const profileLocale = profile?.locale;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // whose company the loaded permissions are for: a new company means new flags
  const permissionsCompany = useRef<{
    uid: string;
    role: string;
    companyId: string | undefined;
  } | null>(null);
  const disabled = profile?.disabled === true;

  useEffect(() => startPermissionCacheCleanup(), []);

  useEffect(() => {
    const previous = permissionsCompany.current;
    // an administrator changed the role, or the company changed: the cached rights are stale
    if (
      uid &&
      role &&
      previous?.uid === uid &&
      (previous.companyId !== companyId || previous.role !== role)
    ) {
      permissionCache.invalidate(uid);
    }
    if (!uid) permissionsCompany.current = null;
    else if (role) permissionsCompany.current = { uid, role, companyId };
    void usePermissionsStore.getState().load(uid && role ? { uid, role, companyId } : null);
  }, [uid, role, companyId]);

  // the team flags the navigation shows, for the next page load to paint the same menu at once
  const loadedTeamPermissions = usePermissionsStore((state) =>
    !state.loading && state.subject?.uid === uid ? state.teamPermissions : null,
  );
  useEffect(() => {
    if (uid && loadedTeamPermissions) saveTeamPermissionsHint(uid, loadedTeamPermissions);
  }, [uid, loadedTeamPermissions]);

  // an administrator disabled the account: its sessions end here and now, in every tab
  useEffect(() => {
    if (!uid || !disabled) return;
    void useAuthStore
      .getState()
      .signOut('account_disabled')
      .then(() =>
        navigate(paths.login, {
          replace: true,
          state: { notice: translate.current('auth.errors.accountDisabled') },
        }),
      );
  }, [uid, disabled, navigate]);

  useEffect(() => {
    if (!uid || role !== 'employer' || !companyId || localDemoSession) return;
    return watchOwnMembership(companyId, uid);
  }, [uid, role, companyId, localDemoSession]);

  useEffect(() => {
    if (!uid || !hasProfile || localDemoSession || profileLocale === language) return;
    void saveProfileLocale(uid, language);
  }, [uid, hasProfile, localDemoSession, profileLocale, language]);

  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event.type === 'signed-in') pendingLogin.current = event.method;
        if (event.type === 'sign-in-failed') void reportFailedSignIn(event.email, event.password);
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
      // drafts outlive a timeout (the person comes back to them), not a sign-out of their own
      clearDraftsOf(uid);
      await record({ action: 'LOGOUT', metadata: { reason: 'user_logout' } });
      useSessionStore.getState().end({ broadcast: 'user_logout' });
    });
    const timedOutNotice = () =>
      translate.current('session.timedOut', {
        count: Math.max(
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
                  count: ABSOLUTE_LIFETIME_MS / HOUR_MS,
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
