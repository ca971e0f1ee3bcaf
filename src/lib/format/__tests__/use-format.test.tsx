// The interface language's formatters: the same formats as Intl, one cached formatter per locale.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHookWrapper } from '@/testing/test-utils';
import { dateTimeFormat, numberFormat } from '../intl';
import { useFormat } from '../use-format';

const noon = '2026-11-22T12:00:00Z';

async function formatIn(locale: 'en' | 'de' | 'ar') {
  const { Wrapper, i18n } = await createHookWrapper(locale);
  const hook = renderHook(() => useFormat(), { wrapper: Wrapper });
  return { ...hook, i18n };
}

describe('the Intl cache', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('de', { style: 'percent' })).toBe(numberFormat('de', { style: 'percent' }));
    expect(numberFormat('de', { style: 'percent' })).not.toBe(
      numberFormat('en', { style: 'percent' }),
    );
    expect(dateTimeFormat('en')).not.toBe(dateTimeFormat('en', { dateStyle: 'long' }));
  });
});

describe('useFormat', () => {
  it('formats numbers, percentages, money and lists in English', async () => {
    const { result } = await formatIn('en');
    const format = result.current;
    expect(format.number(1234567.5)).toBe('1,234,567.5');
    expect(format.percent(0.25)).toBe('25%');
    expect(format.percent(0.1234, { maximumFractionDigits: 1 })).toBe('12.3%');
    expect(format.money(147000, 'USD', { maximumFractionDigits: 0 })).toBe('$147,000');
    expect(format.list(['Go', 'Rust', 'Zig'])).toBe('Go, Rust, and Zig');
    expect(format.languageName('de')).toBe('German');
  });

  it('formats dates and times, with the options given replacing the default style', async () => {
    const { result } = await formatIn('en');
    const format = result.current;
    expect(format.date(noon, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 22, 2026');
    expect(format.date(Date.parse(noon), { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'November 22, 2026',
    );
    expect(
      format.dateTime(new Date(noon), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    ).toBe('Nov 22, 2026, 12:00 PM');
    expect(format.time(noon, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).toBe(
      '12:00 PM',
    );
    expect(format.date(noon)).toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(noon)),
    );
    expect(format.dateTime(noon)).toBe(
      dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(noon)),
    );
  });

  it('follows the interface language', async () => {
    const { result } = await formatIn('de');
    expect(result.current.number(1234567.5)).toBe('1.234.567,5');
    expect(result.current.languageName('de')).toBe('Deutsch');
    const arabic = await formatIn('ar');
    expect(arabic.result.current.number(12)).toBe(new Intl.NumberFormat('ar').format(12));
  });

  it('keeps the same formatters between renders and changes them with the language', async () => {
    const { result, rerender, i18n } = await formatIn('en');
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    await i18n.changeLanguage('fr');
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current.number(1234.5)).toBe(new Intl.NumberFormat('fr').format(1234.5));
  });
});
