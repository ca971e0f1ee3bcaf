import { useTranslation } from 'react-i18next';
import { DEFAULT_ATTRIBUTES } from '@contracts/interview';
import type { Interview } from '../types';
import { formatClock, formatDateTime, formatLongDateTime, zoneAbbreviation } from '../lib/time';

const DEFAULTS: readonly string[] = DEFAULT_ATTRIBUTES;

/** An attribute's name: the default three translated, a job's skill as it is written. */
export function useAttributeLabel() {
  const { t } = useTranslation();
  return (attribute: string) =>
    DEFAULTS.includes(attribute)
      ? t(`interviews.attributes.${attribute as (typeof DEFAULT_ATTRIBUTES)[number]}`)
      : attribute;
}

/** How an interview's time reads for a viewer in `viewerZone`, and in its own zone. */
export function useInterviewTime(viewerZone: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    /** "Tue, 10 Nov 2026, 15:00" on the viewer's clock. */
    short: (interview: Pick<Interview, 'startsAt'>) =>
      formatDateTime(interview.startsAt, viewerZone, locale),
    /** "15:00" on the viewer's clock. */
    clock: (instant: Date, zone = viewerZone) => formatClock(instant, zone, locale),
    /** "Tuesday, 10 November 2026 at 15:00" on `zone`'s clock. */
    long: (instant: Date, zone: string) => formatLongDateTime(instant, zone, locale),
    zone: (instant: Date, zone: string) => zoneAbbreviation(instant, zone, locale),
    /** When the interview ends. */
    end: (interview: Pick<Interview, 'startsAt' | 'durationMinutes'>) =>
      new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000),
  };
}
