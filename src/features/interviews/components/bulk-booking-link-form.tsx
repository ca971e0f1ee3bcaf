// The booking link's settings for many candidates at once (the candidates list's bulk action): the
// same form as one candidate's link, whose settings go to the caller, which sends each selected
// candidate a link of their own.
import { useEffect } from 'react';
import type { CreateBookingLinkInput } from '@contracts/booking';
import { bookingLinkInputOf } from '../lib/booking-link-form';
import { BookingLinkForm, type BookingLinkDialogProps } from './booking-link-dialog';

export type BookingLinkSettings = Omit<CreateBookingLinkInput, 'applicationId'>;

export function BulkBookingLinkForm({
  onSend,
  onReady,
  ...props
}: Pick<BookingLinkDialogProps, 'companyId' | 'viewer' | 'timeZone' | 'now'> & {
  formId: string;
  /** Sends the links; a rejection keeps the form and what was typed. */
  onSend: (settings: BookingLinkSettings) => Promise<unknown>;
  /** Called once the form is on the page (the dialog's send button waits for it). */
  onReady?: () => void;
}) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <BookingLinkForm
      {...props}
      onSubmit={async (values) => {
        // the form's settings apply to every candidate: each gets their own link on the server
        const input = bookingLinkInputOf('', props.timeZone, values);
        const settings: BookingLinkSettings = {
          durationMinutes: input.durationMinutes,
          bufferMinutes: input.bufferMinutes,
          kind: input.kind,
          location: input.location,
          interviewerUids: input.interviewerUids,
          fromDate: input.fromDate,
          toDate: input.toDate,
          timeZone: input.timeZone,
        };
        await onSend(settings);
      }}
    />
  );
}
