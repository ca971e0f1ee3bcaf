// "Download .ics": the calendar code (domain/interview-ics.ts and the `ics` library) is loaded
// only when a person asks for a file, so the interview screens' first load stays small.
import type { Interview } from '../types';

interface IcsText {
  summary: string;
  description: string;
}

/** Writes the interview as an .ics file (METHOD:PUBLISH) and hands it to the browser. */
export async function downloadInterviewIcs(interview: Interview, text: IcsText): Promise<void> {
  const { interviewIcs, interviewIcsFilename } = await import('@domain/interview-ics');
  const calendar = interviewIcs(
    {
      id: interview.id,
      status: interview.status,
      sequence: interview.sequence,
      startsAt: interview.startsAt,
      durationMinutes: interview.durationMinutes,
      kind: interview.kind,
      location: interview.location,
      interviewers: interview.interviewers,
    },
    { ...text, method: 'PUBLISH', updatedAt: interview.updatedAt },
  );
  const url = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = interviewIcsFilename(interview.id);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the click has started the download; the address is not needed any more
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
