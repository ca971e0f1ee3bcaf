import type { ReactNode } from 'react';
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

export function DashboardLayout({
  name,
  roleLabel,
  nav,
  title,
  children,
  sidebarFooter,
}: DashboardLayoutProps) {
  const { t } = useTranslation();
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
        {sidebarFooter}
      </aside>
      <div className="dashboard-content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
