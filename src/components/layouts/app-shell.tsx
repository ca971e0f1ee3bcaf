import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

interface AppShellProps {
  children: ReactNode;
  /** The signed-in person's menu, composed by the app. */
  userMenu?: ReactNode;
  /** A line under the header, such as the offline-mode notice. */
  banner?: ReactNode;
  /** Floating widgets, loaded lazily; the pages keep room for them at their end. */
  widgets?: ReactNode;
}

export function AppShell({ children, userMenu, banner, widgets }: AppShellProps) {
  const { t } = useTranslation();
  return (
    <div className={widgets ? 'app-shell app-shell-with-widgets' : 'app-shell'}>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <header className="app-header">
        <Link to={paths.home} className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <div className="header-actions">
          <LanguageSwitcher />
          <ThemeToggle />
          {userMenu}
        </div>
      </header>
      {banner}
      <main id="main-content" className="app-main" tabIndex={-1}>
        {children}
      </main>
      {widgets ? (
        <Suspense fallback={<span className="widget-loading">{t('common.loading')}</span>}>
          {widgets}
        </Suspense>
      ) : null}
    </div>
  );
}
