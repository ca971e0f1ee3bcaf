// The candidate's booking page (/book/<token>, no sign-in): what the link is for, the free times
// in the candidate's time zone (the browser's, or one they pick), grouped by day; booking one;
// then the booked time with "Choose another time" and "Cancel" until the cut-off. A time someone
// else took meanwhile says so and shows the fresh times; the chosen zone and time survive every
// failure. The page opens in the language the link was sent in.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS, type BookingView } from '@contracts/booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { allTimeZones, viewerTimeZone } from '@/lib/format/time-zones';
import { useFormat } from '@/lib/format/use-format';
import { deferredComponent } from '@/lib/lazy-component';
import { useChangeBooking } from '../api/change-booking';
import { useBooking } from '../api/get-booking';
import { reasonOf, type BookingFailureReason } from '../lib/booking-failure';
import './booking.css';

// the page stays light: the confirmation loads after it has painted
const { Deferred: ConfirmDialog, usePreload: usePreloadConfirmDialog } = deferredComponent(() =>
  import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
);

/**
 * Speaks the language the link was sent in when the page opens (the candidate's); the language
 * picker changes it afterwards.
 */
function useLinkLanguage(locale: string | undefined) {
  const { i18n } = useTranslation();
  const applied = useRef(false);
  useEffect(() => {
    if (!locale || applied.current) return;
    applied.current = true;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
}

export function BookingPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const booking = useBooking(token);
  useLinkLanguage(booking.data?.locale);
  const failure = booking.isError ? reasonOf(booking.error) : null;
  return (
    <main className="booking-page stack">
      <h1>{t('booking.page.title')}</h1>
      {failure && failure !== 'unknown' ? (
        <Alert tone="error" title={t('booking.page.unavailable')}>
          {t(`booking.errors.${failure}`)}
        </Alert>
      ) : (
        <QueryState query={booking} failed={t('booking.page.loadFailed')}>
          {(view) => <Booking token={token} view={view} />}
        </QueryState>
      )}
    </main>
  );
}

function Booking({ token, view }: { token: string; view: BookingView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const change = useChangeBooking(token);
  const [zone, setZone] = useState(viewerTimeZone);
  const [chosen, setChosen] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<BookingFailureReason | null>(null);
  const [done, setDone] = useState<'booked' | 'moved' | 'cancelled' | null>(null);
  const zones = useMemo(() => allTimeZones([zone]), [zone]);
  usePreloadConfirmDialog(view.changeable);
  const when = (instant: string) =>
    format.dateTime(instant, { dateStyle: 'full', timeStyle: 'short', timeZone: zone });

  const submit = async (action: 'book' | 'reschedule' | 'cancel') => {
    setFailure(null);
    setDone(null);
    try {
      await change.mutateAsync(
        action === 'cancel' ? { action } : { action, startsAt: chosen ?? '', timeZone: zone },
      );
      setDone(action === 'book' ? 'booked' : action === 'reschedule' ? 'moved' : 'cancelled');
      setMoving(false);
      setChosen(null);
    } catch (error) {
      const reason = reasonOf(error);
      setFailure(reason);
      // a time someone else took is no longer offered: nothing stays chosen
      if (reason === 'slot-taken') setChosen(null);
      if (action === 'cancel') throw error;
    }
  };

  const picking = view.status === 'open' || (view.status === 'booked' && moving);
  return (
    <div className="stack">
      <Card className="booking-summary">
        <p className="booking-lead">
          {t('booking.page.intro', { company: view.companyName, job: view.jobTitle })}
        </p>
        <p className="muted">
          {t(`interviews.kinds.${view.kind}`)} ·{' '}
          {t('interviews.minutes', { count: view.durationMinutes })}
          {view.interviewerFirstNames.length > 0
            ? ` · ${t('booking.page.with', { names: format.list(view.interviewerFirstNames) })}`
            : null}
        </p>
      </Card>
      <div aria-live="polite">
        {failure ? (
          <Alert tone="error" title={t('booking.page.failed')}>
            {t(`booking.errors.${failure}`)}
          </Alert>
        ) : done ? (
          <Alert tone="success">{t(`booking.page.done.${done}`)}</Alert>
        ) : null}
      </div>
      {view.status === 'cancelled' ? (
        <Alert tone="info">{t('booking.page.cancelled')}</Alert>
      ) : null}
      {view.status === 'booked' && view.bookedAt ? (
        <Card className="stack" aria-labelledby="booking-booked-heading">
          <h2 id="booking-booked-heading">{t('booking.page.bookedTitle')}</h2>
          <p className="booking-when">
            {t('booking.page.bookedAt', { time: when(view.bookedAt), zone })}
          </p>
          <p className="muted">{t('booking.page.calendarNote')}</p>
          {view.changeable ? (
            <div className="booking-actions">
              <Button variant="secondary" onClick={() => setMoving((on) => !on)}>
                {t(moving ? 'booking.page.keep' : 'booking.page.reschedule')}
              </Button>
              <Button variant="danger" onClick={() => setCancelling(true)}>
                {t('booking.page.cancel')}
              </Button>
            </div>
          ) : (
            <p className="muted">
              {t('booking.page.tooLateNote', { hours: BOOKING_LIMITS.changeCutoffHours })}
            </p>
          )}
        </Card>
      ) : null}
      {picking ? (
        <section className="stack" aria-labelledby="booking-slots-heading">
          <h2 id="booking-slots-heading">
            {t(view.status === 'booked' ? 'booking.page.newTime' : 'booking.page.slotsTitle')}
          </h2>
          <div className="booking-zone">
            <NativeSelect
              label={t('booking.page.timeZone')}
              description={t('booking.page.timeZoneHint')}
              value={zone}
              onChange={(event) => setZone(event.target.value)}
            >
              {zones.map((id) => (
                <option key={id} value={id}>
                  {id.replace(/_/g, ' ')}
                </option>
              ))}
            </NativeSelect>
          </div>
          <SlotList slots={view.slots} zone={zone} chosen={chosen} onChoose={setChosen} />
          {view.slots.length > 0 ? (
            <div className="booking-actions">
              <Button
                disabled={!chosen}
                busy={change.isPending}
                onClick={() => void submit(view.status === 'booked' ? 'reschedule' : 'book')}
              >
                {chosen
                  ? t('booking.page.bookAt', { time: when(chosen) })
                  : t('booking.page.chooseFirst')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      <ConfirmDialog
        isOpen={cancelling}
        onOpenChange={setCancelling}
        title={t('booking.page.cancelTitle')}
        message={t('booking.page.cancelMessage', { company: view.companyName })}
        confirmLabel={t('booking.page.cancelConfirm')}
        cancelLabel={t('booking.page.keepInterview')}
        destructive
        onConfirm={() => submit('cancel')}
        error={failure ? t(`booking.errors.${failure}`) : undefined}
      />
    </div>
  );
}

/** The free times by day, on the candidate's clock; the chosen one pressed. */
function SlotList({
  slots,
  zone,
  chosen,
  onChoose,
}: {
  slots: readonly string[];
  zone: string;
  chosen: string | null;
  onChoose: (slot: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    for (const slot of slots) {
      const day = format.date(slot, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: zone,
      });
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    return [...byDay];
  }, [slots, zone, format]);
  if (days.length === 0) return <p className="muted">{t('booking.page.noSlots')}</p>;
  return (
    <div className="booking-days">
      {days.map(([day, times]) => (
        <fieldset key={day} className="booking-day">
          <legend>{day}</legend>
          <ul className="booking-times">
            {times.map((slot) => (
              <li key={slot}>
                <button
                  type="button"
                  className="booking-time"
                  aria-pressed={slot === chosen}
                  onClick={() => onChoose(slot)}
                >
                  {format.time(slot, { hour: 'numeric', minute: '2-digit', timeZone: zone })}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
