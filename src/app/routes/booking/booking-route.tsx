import { useParams } from 'react-router-dom';
import { BookingPage } from '@/features/booking/components/booking-page';

/**
 * `/book/:token`, the link of a booking mail: anyone holding the signed link may open it, signed
 * in or not; what it shows and does is the server's to decide (functions/src/interviews/booking.ts).
 */
export default function BookingRoute() {
  const { token = '' } = useParams();
  return <BookingPage key={token} token={token} />;
}
