// Choosing an interview's interviewers (the schedule dialog and the booking-link dialog): a
// fieldset of checkboxes, one per member who may conduct interviews, at most
// INTERVIEW_LIMITS.interviewersMax, with its hint and error linked to it.
import { useTranslation } from 'react-i18next';
import { INTERVIEW_LIMITS } from '@contracts/interview';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import type { Interview, InterviewerOption } from '../types';

interface InterviewerPickerProps {
  /** The fieldset's id: its hint and error are `<id>-hint` and `<id>-error`. */
  id: string;
  people: readonly InterviewerOption[];
  /** The team's listing, for its loading and failed states. */
  members: { isPending: boolean; isError: boolean };
  viewerUid: string;
  value: string[];
  onChange: (uids: string[]) => void;
  onBlur: () => void;
  error?: string | undefined;
}

export function InterviewerPicker({
  id,
  people,
  members,
  viewerUid,
  value,
  onChange,
  onBlur,
  error,
}: InterviewerPickerProps) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  return (
    <fieldset
      className="interviewer-picker"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t('interviews.schedule.interviewers')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('interviews.schedule.interviewersHint', { max: INTERVIEW_LIMITS.interviewersMax })}
      </p>
      {members.isPending ? <Spinner label={t('common.loading')} /> : null}
      {members.isError ? (
        <Alert tone="warning">{t('interviews.schedule.membersFailed')}</Alert>
      ) : null}
      {people.length === 0 && !members.isPending ? (
        <p className="muted">{t('interviews.schedule.noInterviewers')}</p>
      ) : (
        <ul className="interviewer-options">
          {people.map((person) => (
            <li key={person.uid}>
              <Checkbox
                isSelected={chosen.has(person.uid)}
                isDisabled={
                  !chosen.has(person.uid) && chosen.size >= INTERVIEW_LIMITS.interviewersMax
                }
                onChange={(on) =>
                  onChange(on ? [...value, person.uid] : value.filter((uid) => uid !== person.uid))
                }
                onBlur={onBlur}
              >
                <span>
                  <bdi>{person.name || person.email}</bdi>
                  {person.uid === viewerUid ? (
                    <span className="muted"> {t('interviews.schedule.you')}</span>
                  ) : null}
                </span>
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Who can be chosen: the team's interviewers; when the team cannot be listed, the viewer (if they
 * conduct interviews) and whoever the interview already names.
 */
export function interviewerOptions(
  members: readonly InterviewerOption[] | undefined,
  viewer: InterviewerOption & { canConduct: boolean },
  interview: Interview | null | undefined,
): InterviewerOption[] {
  const byUid = new Map<string, InterviewerOption>();
  for (const member of members ?? []) byUid.set(member.uid, member);
  if (!members) {
    if (viewer.canConduct) byUid.set(viewer.uid, viewer);
  }
  for (const person of interview?.interviewers ?? []) {
    if (!byUid.has(person.uid)) byUid.set(person.uid, person);
  }
  return [...byUid.values()];
}
