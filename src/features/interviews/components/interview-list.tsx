import { useTranslation } from 'react-i18next';
import { dayIn, dayKey, formatWeekday } from '../lib/time';
import type { Interview } from '../types';
import { DownloadIcsButton } from './download-ics-button';
import { InterviewSummaryLine } from './interview-summary-line';

interface InterviewListProps {
  interviews: readonly Interview[];
  timeZone: string;
  interviewHref: (interviewId: string) => string;
}

/** Upcoming interviews grouped by the viewer's days, each with its .ics download. */
export function InterviewList({ interviews, timeZone, interviewHref }: InterviewListProps) {
  const { t, i18n } = useTranslation();
  if (interviews.length === 0) {
    return <p className="empty-state">{t('interviews.list.empty')}</p>;
  }
  const groups = new Map<string, Interview[]>();
  for (const interview of interviews) {
    const key = dayKey(dayIn(interview.startsAt, timeZone));
    groups.set(key, [...(groups.get(key) ?? []), interview]);
  }
  return (
    <div className="stack">
      {[...groups.entries()].map(([key, items]) => {
        const first = items[0];
        const heading = first
          ? formatWeekday(dayIn(first.startsAt, timeZone), timeZone, i18n.language).long
          : key;
        return (
          <section key={key} aria-labelledby={`list-${key}`} className="interview-day">
            <h3 id={`list-${key}`}>{heading}</h3>
            <ul className="interview-rows">
              {items.map((interview) => (
                <li key={interview.id} className="interview-row">
                  <div className="interview-row-main">
                    <InterviewSummaryLine
                      interview={interview}
                      href={interviewHref(interview.id)}
                      timeZone={timeZone}
                    />
                    <span className="muted interview-meta">
                      {t('interviews.list.with', {
                        names: interview.interviewers
                          .map((person) => person.name || person.email)
                          .join(', '),
                      })}
                    </span>
                  </div>
                  <DownloadIcsButton interview={interview} variant="ghost" />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
