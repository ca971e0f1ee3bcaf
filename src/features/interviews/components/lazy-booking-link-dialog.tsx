import { deferredComponent } from '@/lib/lazy-component';

// The booking-link dialog (date pickers, its form) loads after the screen has painted.
export const { Deferred: LazyBookingLinkDialog, usePreload: usePreloadBookingLinkDialog } =
  deferredComponent(() =>
    import('./booking-link-dialog').then((module) => module.BookingLinkDialog),
  );
