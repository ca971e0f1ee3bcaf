import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { downloadInterviewIcs } from '../lib/download-ics';
import './interviews.css';
import type { Interview } from '../types';

/** "Download .ics": the interview as a calendar file (the calendar code loads on the first click). */
export function DownloadIcsButton({
  interview,
  variant = 'secondary',
}: {
  interview: Interview;
  variant?: 'secondary' | 'ghost';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const name = interview.candidateName || t('interviews.unnamed');
  const download = async () => {
    setBusy(true);
    try {
      await downloadInterviewIcs(interview, {
        summary: t('interviews.ics.summary', { name, job: interview.jobTitle }),
        description: [
          t(`interviews.kinds.${interview.kind}`),
          interview.location,
          t('interviews.list.with', {
            names: interview.interviewers.map((person) => person.name || person.email).join(', '),
          }),
        ]
          .filter(Boolean)
          .join('\n'),
      });
    } catch {
      toast.error({ title: t('common.error'), description: t('interviews.ics.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      busy={busy}
      className="ics-button"
      onClick={() => void download()}
      aria-label={t('interviews.ics.downloadFor', { name })}
    >
      {t('interviews.ics.download')}
    </Button>
  );
}
