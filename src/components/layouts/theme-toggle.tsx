import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@/lib/theme/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
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
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      <span className="visually-hidden">{t('shell.darkTheme')}</span>
    </button>
  );
}
