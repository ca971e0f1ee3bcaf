import { useParams } from 'react-router-dom';
import { lazy } from '@/lib/lazy-component';

// the page's code is this route's own: the app's first load names one chunk for it, not its parts
const BookingPage = lazy(() =>
  import('@/features/booking/components/booking-page').then((module) => ({
    default: module.BookingPage,
  })),
);

/**
 * `/book/:token`, the link of a booking mail: anyone holding the signed link may open it, signed
 * in or not; what it shows and does is the server's to decide (functions/src/interviews/booking.ts).
 */
export default function BookingRoute() {
  const { token = '' } = useParams();
  return <BookingPage key={token} token={token} />;
}
