import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocale } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Tabs } from '../tabs';

/** Shows what the kit's widgets are told: the locale and the reading direction. */
function LocaleProbe() {
  const { locale, direction } = useLocale();
  return (
    <div data-testid="probe" lang={locale} dir={direction}>
      {locale}
    </div>
  );
}

describe('UiProvider', () => {
  it('lays the kit out right to left in Arabic: ArrowLeft moves to the next tab', async () => {
    await renderWithProviders(
      <>
        <LocaleProbe />
        <Tabs
          label="الأقسام"
          tabs={[
            { id: 'jobs', title: 'الوظائف', content: 'قائمة الوظائف' },
            { id: 'team', title: 'الفريق', content: 'أعضاء الفريق' },
            { id: 'billing', title: 'الفوترة', content: 'الفواتير' },
          ]}
        />
      </>,
      { locale: 'ar' },
    );
    const probe = await screen.findByTestId('probe');
    expect(probe).toHaveAttribute('dir', 'rtl');
    expect(probe).toHaveAttribute('lang', 'ar');
    await userEvent.click(screen.getByRole('tab', { name: 'الوظائف' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'الفريق' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('أعضاء الفريق');
  });

  it('follows a switch of language', async () => {
    const { i18n } = await renderWithProviders(<LocaleProbe />, { locale: 'de' });
    const probe = await screen.findByTestId('probe');
    expect(probe).toHaveAttribute('dir', 'ltr');
    expect(probe).toHaveAttribute('lang', 'de');
    await act(() => i18n.changeLanguage('ar'));
    expect(probe).toHaveAttribute('dir', 'rtl');
    await act(() => i18n.changeLanguage('en'));
    expect(probe).toHaveAttribute('dir', 'ltr');
    expect(probe).toHaveAttribute('lang', 'en');
  });
});
