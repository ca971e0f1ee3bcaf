import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { HintedText } from '@/components/ui/hinted-text';
import './dashboard-layout.css';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

interface DashboardLayoutProps {
  name: string;
  roleLabel: string;
  nav: readonly NavItem[];
  title: string;
  children: ReactNode;
  /** Shown under the navigation (e.g. a feedback button). */
  sidebarFooter?: ReactNode;
}

function sameNav(a: readonly NavItem[], b: readonly NavItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return other?.to === item.to && other.label === item.label && other.end === item.end;
    })
  );
}

/**
 * The role's navigation. The frame renders again as the session is restored (the person, their
 * permissions, the screen's access), most often with the same entries: the links then stay as
 * they are rather than rendering again each time (a link resolves its path and its active state).
 */
const DashboardNav = memo(
  function DashboardNav({ nav }: { nav: readonly NavItem[] }) {
    const { t } = useTranslation();
    return (
      <nav aria-label={t('dashboard.navigation')}>
        <ul className="dashboard-nav">
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? true}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    );
  },
  (before, after) => sameNav(before.nav, after.nav),
);

export function DashboardLayout({
  name,
  roleLabel,
  nav,
  title,
  children,
  sidebarFooter,
}: DashboardLayoutProps) {
  return (
    <div className="dashboard">
      <aside className="dashboard-sidebar">
        <div className="dashboard-person">
          <Avatar name={name} size="lg" self />
          <div>
            <p className="dashboard-person-name">
              <HintedText field="name">{name}</HintedText>
            </p>
            <p className="dashboard-person-role">{roleLabel}</p>
          </div>
        </div>
        <DashboardNav nav={nav} />
        {sidebarFooter}
      </aside>
      <div className="dashboard-content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
