// The header's light/dark switch.
import { useTranslation } from 'react-i18next';
import { useTheme, useThemeStore } from '@/lib/theme/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost icon-button"
      aria-pressed={dark}
      onClick={toggleTheme}
      title={t('shell.darkTheme')}
    >
      {/* the sun or moon follows <html data-theme> (styles.css): right in a prerendered page too */}
      <span className="theme-icon" aria-hidden="true" />
      <span className="visually-hidden">{t('shell.darkTheme')}</span>
    </button>
  );
}
