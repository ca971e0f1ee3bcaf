import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { DashboardLayout, type NavItem } from '@/components/layouts/dashboard-layout';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Role } from '@contracts/roles';
import { useShownPerson } from '@/features/auth/hooks/use-shown-person';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { openFeedbackDialog } from '@/features/feedback/stores/feedback-store';
import { warmUpFormatting } from '@/lib/format/intl';
import { useReleasePrerenderedPage } from '@/lib/prerendered-page';
import { RequireRole } from '../require-role';
import { useFeedbackAuthor } from '../use-feedback-author';
import { DashboardLoading } from './deferred-cards';
import type { Screen, ScreenHandle } from './screen-types';
import { useNavAccess, useScreenAccess } from './use-screen-access';

/** The handle of the deepest matched screen (every screen of a shell has one). */
function useScreenHandle(): ScreenHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as ScreenHandle | undefined;
    if (handle?.feedback) return handle;
  }
  return null;
}

/**
 * The frame of a role's screens: the person, the role's navigation, the screen's heading.
 * `provisional`: painted from the session hint while Auth restores the session, the screen itself
 * still loading (see RequireRole).
 */
function RoleFrame({
  role,
  screens,
  provisional = false,
}: {
  role: Role;
  screens: readonly Screen[];
  provisional?: boolean;
}) {
  const { t } = useTranslation();
  const person = useShownPerson();
  const hint = useAuthStore((state) => state.hint);
  const handle = useScreenHandle();
  const mayUse = useScreenAccess();
  const mayNavigate = useNavAccess();
  const canGiveFeedback = useFeedbackAuthor() !== null || (provisional && hint !== null);
  const name = person?.name ?? '';
  const feedback = handle?.feedback(t);
  // while the frame stands on the hint, the screen's code loads: the screen shows as soon as the
  // session is restored, without waiting on a fallback (see lazy-component.tsx); a failed load is
  // tried again when the screen renders
  const preloadScreen = screens.find((screen) => screen.handle === handle)?.component.preload;
  useEffect(() => {
    if (provisional) preloadScreen?.().catch(() => undefined);
  }, [provisional, preloadScreen]);
  // a prerendered frame (scripts/lib/prerender-pages.ts) can be used once React has it
  useReleasePrerenderedPage();
  useFeedbackContext(feedback ?? { title: '', description: '', component: '' });

  const nav: NavItem[] = screens.flatMap((screen) =>
    screen.nav && mayNavigate(screen.handle) === true
      ? [{ to: screen.path, label: screen.nav.label(t), end: !screen.nav.matchDescendants }]
      : [],
  );
  const allowed = provisional ? null : handle ? mayUse(handle) : true;
  // a dashboard loads as its summary and its cards' place; another screen as a spinner
  const isDashboard = handle !== null && handle === screens.find((screen) => screen.index)?.handle;
  const loading = isDashboard ? <DashboardLoading /> : <PageLoader label={t('common.loading')} />;
  // a screen the person may not use is not reachable by its URL either
  if (allowed === false) return <Navigate to={paths.dashboard[role]} replace />;
  return (
    <DashboardLayout
      name={name}
      roleLabel={t(`roles.${role}`)}
      nav={nav}
      title={handle?.title?.(t) ?? t(`dashboard.${role}.title`)}
      sidebarFooter={
        canGiveFeedback ? (
          <Button variant="ghost" className="sidebar-action" onClick={() => openFeedbackDialog()}>
            {t('feedback.dialog.defaultTitle')}
          </Button>
        ) : null
      }
    >
      {allowed === null ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      )}
    </DashboardLayout>
  );
}

/**
 * The layout route of a role: only people whose role covers it get in (see RequireRole), and
 * each screen sits in the same frame, its heading, navigation entry and feedback context taken
 * from the screen's entry (src/app/routes/<role>/screens.ts).
 */
export default function RoleShell({ role, screens }: { role: Role; screens: readonly Screen[] }) {
  // the screens show dates: the browser's date formatting set up off the page's thread meanwhile
  useEffect(() => warmUpFormatting(document.documentElement.lang || 'en'), []);
  return (
    <RequireRole role={role} pending={<RoleFrame role={role} screens={screens} provisional />}>
      <RoleFrame role={role} screens={screens} />
    </RequireRole>
  );
}
