// The member's working hours and time zone, which booking links offer candidates: per weekday
// up to BOOKING_LIMITS.intervalsPerDay intervals on their own clock (none: a day off), checked
// as typed (an end before its start, two intervals that overlap), saved to their profile. A
// failed save keeps everything as it was typed and says why.
import { parseTime, type Time } from '@internationalized/date';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_LIMITS,
  DEFAULT_WORKING_HOURS,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from '@contracts/booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ComboBox } from '@/components/ui/combo-box';
import { QueryState } from '@/components/ui/query-state';
import { TimeField } from '@/components/ui/time-field';
import { allTimeZones, isTimeZone, viewerTimeZone } from '@/lib/format/time-zones';
import { useFormat } from '@/lib/format/use-format';
import { toast } from '@/lib/toast';
import { useSetWorkingHours, useWorkingHours, type OwnWorkingHours } from '../api/working-hours';
import {
  canAddInterval,
  nextInterval,
  weekdayName,
  workingHoursProblems,
} from '../lib/working-hours';

export function WorkingHoursPanel({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const stored = useWorkingHours(uid);
  return (
    <QueryState query={stored} failed={t('booking.hours.loadFailed')}>
      {(own) => <WorkingHoursForm uid={uid} own={own} />}
    </QueryState>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (clock: string): Time | null => {
  try {
    return parseTime(clock === '24:00' ? '23:59' : clock);
  } catch {
    return null;
  }
};

function WorkingHoursForm({ uid, own }: { uid: string; own: OwnWorkingHours }) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSetWorkingHours(uid);
  const [hours, setHours] = useState<WorkingHours>(own.workingHours ?? DEFAULT_WORKING_HOURS);
  const [zone, setZone] = useState(own.timeZone ?? viewerTimeZone());
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const zones = useMemo(
    () => allTimeZones([zone]).map((id) => ({ id, label: id.replace(/_/g, ' ') })),
    [zone],
  );
  const problems = workingHoursProblems(hours);
  const zoneProblem = isTimeZone(zone) ? null : t('booking.hours.errors.zone');

  const change = (day: Weekday, intervals: { start: string; end: string }[]) =>
    setHours((current) => ({ ...current, [day]: intervals }));

  const submit = async () => {
    setChecked(true);
    setFailure(null);
    if (problems.size > 0 || zoneProblem) return;
    try {
      await save.mutateAsync({ workingHours: hours, timeZone: zone });
      toast.success({ title: t('booking.hours.saved') });
    } catch {
      setFailure(t('booking.hours.failed'));
    }
  };

  return (
    <form
      className="stack"
      noValidate
      aria-label={t('booking.hours.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="muted">{t('booking.hours.description')}</p>
      {failure ? (
        <Alert tone="error" title={t('common.error')}>
          {failure}
        </Alert>
      ) : null}
      <div className="working-zone">
        <ComboBox
          label={t('booking.hours.timeZone')}
          options={zones}
          value={zone}
          onChange={(next) => setZone(next ?? '')}
          emptyText={t('interviews.schedule.noZone')}
          error={checked ? (zoneProblem ?? undefined) : undefined}
          isRequired
        />
      </div>
      <ul className="working-days">
        {WEEKDAYS.map((day) => {
          const intervals = hours[day] ?? [];
          const name = weekdayName(day, format.locale);
          return (
            <li key={day} className="working-day">
              <span className="working-day-name" id={`hours-${day}`}>
                {name}
              </span>
              <div className="working-intervals" aria-labelledby={`hours-${day}`} role="group">
                {intervals.length === 0 ? <p className="muted">{t('booking.hours.off')}</p> : null}
                {intervals.map((interval, index) => {
                  const problem = problems.get(`${day}-${index}`);
                  const set = (edge: 'start' | 'end') => (value: Time | null) =>
                    change(
                      day,
                      intervals.map((entry, at) =>
                        at === index
                          ? {
                              ...entry,
                              [edge]: value ? `${pad(value.hour)}:${pad(value.minute)}` : '',
                            }
                          : entry,
                      ),
                    );
                  return (
                    <div key={index} className="working-interval">
                      <TimeField<Time>
                        label={t('booking.hours.start', { day: name })}
                        value={timeOf(interval.start)}
                        onChange={set('start')}
                      />
                      <TimeField<Time>
                        label={t('booking.hours.end', { day: name })}
                        value={timeOf(interval.end)}
                        onChange={set('end')}
                        error={problem ? t(`booking.hours.errors.${problem}`) : undefined}
                      />
                      <Button
                        variant="ghost"
                        onClick={() =>
                          change(
                            day,
                            intervals.filter((_, at) => at !== index),
                          )
                        }
                        aria-label={t('booking.hours.remove', {
                          day: name,
                          start: interval.start,
                          end: interval.end,
                        })}
                      >
                        {t('booking.hours.removeShort')}
                      </Button>
                    </div>
                  );
                })}
                <div>
                  <Button
                    variant="secondary"
                    disabled={!canAddInterval(hours, day)}
                    onClick={() => change(day, [...intervals, nextInterval(hours, day)])}
                    aria-label={t('booking.hours.addTo', { day: name })}
                  >
                    {t('booking.hours.add')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="field-hint">
        {t('booking.hours.limit', { max: BOOKING_LIMITS.intervalsPerDay })}
      </p>
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('booking.hours.save')}
        </Button>
      </div>
    </form>
  );
}
