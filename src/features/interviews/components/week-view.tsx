import { isToday, type CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { dayKey, formatWeekday, placeOnDays, weekDays } from '../lib/time';
import type { Interview } from '../types';
import { InterviewSummaryLine } from './interview-summary-line';

interface WeekViewProps {
  /** The week's first day (in the viewer's calendar). */
  start: CalendarDate;
  interviews: readonly Interview[];
  /** The viewer's time zone: each interview shows on its clock and day. */
  timeZone: string;
  interviewHref: (interviewId: string) => string;
}

/** Seven days side by side, each with its interviews in the order they start. */
export function WeekView({ start, interviews, timeZone, interviewHref }: WeekViewProps) {
  const { t, i18n } = useTranslation();
  const days = placeOnDays(interviews, weekDays(start), timeZone);
  return (
    <ol className="week-grid" aria-label={t('interviews.week.label')}>
      {days.map(({ day, items }) => {
        const label = formatWeekday(day, timeZone, i18n.language);
        const today = isToday(day, timeZone);
        const headingId = `day-${dayKey(day)}`;
        return (
          <li
            key={dayKey(day)}
            className={['week-day', today ? 'week-day-today' : ''].filter(Boolean).join(' ')}
            aria-labelledby={headingId}
          >
            <h3
              id={headingId}
              className="week-day-heading"
              aria-current={today ? 'date' : undefined}
            >
              <span className="visually-hidden">{label.long}</span>
              <span aria-hidden="true" className="week-day-name">
                {label.weekday}
              </span>{' '}
              <span aria-hidden="true" className="week-day-date">
                {label.date}
              </span>
            </h3>
            {items.length === 0 ? (
              <p className="muted week-day-empty">{t('interviews.week.free')}</p>
            ) : (
              <ul className="week-day-items">
                {items.map(({ item }) => (
                  <li key={item.id} className={`week-item week-item-${item.kind}`}>
                    <InterviewSummaryLine
                      interview={item}
                      href={interviewHref(item.id)}
                      timeZone={timeZone}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
