import { DEMO_USER_MARKER } from '../constants';

/** A user id containing `demo` is a demo user. */
export function isDemoUser(userId: string | null | undefined): boolean {
  return typeof userId === 'string' && userId.includes(DEMO_USER_MARKER);
}
