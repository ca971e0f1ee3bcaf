import { today } from '@internationalized/date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Tabs } from '@/components/ui/tabs';
import { INTERVIEW_LIMITS } from '@contracts/interview';
import { useInterviews } from '../api/list-interviews';
import { formatWeekRange, parseDayKey, viewerTimeZone, weekRange, weekStartOf } from '../lib/time';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { LazyWorkingHoursPanel, usePreloadWorkingHoursPanel } from './lazy-working-hours-panel';
import { InterviewList } from './interview-list';
import { WeekView } from './week-view';
import './interviews.css';

type View = 'week' | 'list';

interface InterviewsPageProps {
  companyId: string;
  uid: string;
  interviewHref: (interviewId: string) => string;
  /** The viewer's time zone (the browser's by default). */
  timeZone?: string;
  /** The current time (ms); Date.now by default. */
  now?: () => number;
}

/**
 * The team's interviews in the viewer's time zone and language: a week at a time (previous,
 * next, this week) or as a list of what is coming, the member's private calendar feed and their
 * working hours (what booking links offer).
 */
export function InterviewsPage({
  companyId,
  uid,
  interviewHref,
  timeZone,
  now = Date.now,
}: InterviewsPageProps) {
  const { t, i18n } = useTranslation();
  usePreloadWorkingHoursPanel();
  const zone = timeZone ?? viewerTimeZone();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'list' ? 'list' : 'week';
  const thisWeek = weekStartOf(today(zone), i18n.language);
  const start = weekStartOf(parseDayKey(params.get('week')) ?? thisWeek, i18n.language);
  const range = weekRange(start, zone);
  // "upcoming" from when the screen opened, including interviews still going on
  const [upcomingFrom] = useState(() => {
    const minute = Math.floor(now() / 60_000) * 60_000;
    return minute - INTERVIEW_LIMITS.durationMax * 60_000;
  });
  const week = useInterviews(companyId, range.from.getTime(), range.to.getTime(), view === 'week');
  const upcoming = useInterviews(companyId, upcomingFrom, null, view === 'list');
  const current = now();
  const upcomingItems = (upcoming.data ?? []).filter(
    (item) => item.startsAt.getTime() + item.durationMinutes * 60_000 > current,
  );

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const goToWeek = (days: number) => {
    const target = start.add({ days });
    update({ week: target.compare(thisWeek) === 0 ? null : target.toString() });
  };
  const isThisWeek = start.compare(thisWeek) === 0;

  return (
    <div className="stack">
      <p className="muted">{t('interviews.inYourZone', { zone })}</p>
      <Tabs
        label={t('interviews.views')}
        selectedId={view}
        onSelectionChange={(id) => update({ view: id === 'list' ? 'list' : null })}
        tabs={[
          {
            id: 'week',
            title: t('interviews.week.tab'),
            content: (
              <div className="stack">
                <div className="week-toolbar">
                  <h2 className="week-title" aria-live="polite">
                    {formatWeekRange(start, zone, i18n.language)}
                  </h2>
                  <div className="button-row">
                    <Button variant="secondary" onClick={() => goToWeek(-7)}>
                      <span aria-hidden="true" className="flip-rtl">
                        ‹
                      </span>{' '}
                      {t('interviews.week.previous')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => update({ week: null })}
                      disabled={isThisWeek}
                    >
                      {t('interviews.week.today')}
                    </Button>
                    <Button variant="secondary" onClick={() => goToWeek(7)}>
                      {t('interviews.week.next')}{' '}
                      <span aria-hidden="true" className="flip-rtl">
                        ›
                      </span>
                    </Button>
                  </div>
                </div>
                <QueryState query={week} failed={t('interviews.loadFailed')}>
                  {(interviews) => (
                    <>
                      <p className="muted" role="status">
                        {t('interviews.week.count', { count: interviews.length })}
                      </p>
                      <WeekView
                        start={start}
                        interviews={interviews}
                        timeZone={zone}
                        interviewHref={interviewHref}
                      />
                    </>
                  )}
                </QueryState>
              </div>
            ),
          },
          {
            id: 'list',
            title: t('interviews.list.tab'),
            content: (
              <QueryState query={upcoming} failed={t('interviews.loadFailed')}>
                {() => (
                  <InterviewList
                    interviews={upcomingItems}
                    timeZone={zone}
                    interviewHref={interviewHref}
                  />
                )}
              </QueryState>
            ),
          },
        ]}
      />
      <Card aria-labelledby="calendar-feed-heading">
        <h2 id="calendar-feed-heading">{t('interviews.feed.title')}</h2>
        <CalendarFeedPanel uid={uid} />
      </Card>
      <Card aria-labelledby="working-hours-heading">
        <h2 id="working-hours-heading">{t('booking.hours.title')}</h2>
        <LazyWorkingHoursPanel uid={uid} />
      </Card>
    </div>
  );
}
