// Shapes of the values Firestore stores, recognised whichever SDK made them: the web SDK's lite
// and full builds and the Admin SDK each have a Timestamp class of their own.

/** A Firestore timestamp, of any SDK. */
export interface TimestampShape {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
}

export const isTimestamp = (value: object): value is TimestampShape =>
  typeof (value as Partial<TimestampShape>).toMillis === 'function' &&
  typeof (value as Partial<TimestampShape>).seconds === 'number' &&
  typeof (value as Partial<TimestampShape>).nanoseconds === 'number';

/** A map written as an object literal (not a class instance such as a timestamp or a date). */
export function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
