import { useTranslation } from 'react-i18next';
import { useMyInterviewNotices } from '../api/list-my-interview-notices';
import { formatDateTime, viewerTimeZone } from '../lib/time';
import type { InterviewNotice } from '../types';
import './interviews.css';

/**
 * The job seeker's scheduled interviews by application: the next one that has not ended yet
 * (a cancelled one is not shown).
 */
export function useInterviewNotices(uid: string | null, now: () => number = Date.now) {
  const notices = useMyInterviewNotices(uid);
  const byApplication = new Map<string, InterviewNotice>();
  const current = now();
  for (const notice of notices.data ?? []) {
    if (notice.status !== 'scheduled') continue;
    if (notice.startsAt.getTime() + notice.durationMinutes * 60_000 <= current) continue;
    const held = byApplication.get(notice.applicationId);
    if (!held || notice.startsAt < held.startsAt) byApplication.set(notice.applicationId, notice);
  }
  return byApplication;
}

/** "Interview scheduled: Tue, 10 Nov 2026, 15:00 · Video call", on the job seeker's clock. */
export function InterviewNoticeLine({
  notice,
  timeZone,
}: {
  notice: InterviewNotice;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation();
  const zone = timeZone ?? viewerTimeZone();
  return (
    <p className="interview-notice">
      <span className="interview-notice-label">{t('interviews.notice.label')}</span>{' '}
      {t('interviews.notice.when', {
        when: formatDateTime(notice.startsAt, zone, i18n.language),
        kind: t(`interviews.kinds.${notice.kind}`),
      })}
    </p>
  );
}
