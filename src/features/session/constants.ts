/** Idle timeout: 30 minutes without activity signs the person out. */
export const SESSION_TIMEOUT_MS = 1_800_000;
/** The warning shows when this much time or less remains. */
export const WARNING_TIME_MS = 300_000;
/** Expiry is checked this often (and also at the exact warning and expiry times). */
export const CHECK_INTERVAL_MS = 60_000;
/** Absolute lifetime from sign-in, whatever the activity (ASVS 5.0 V7.3.2). */
export const ABSOLUTE_LIFETIME_MS = 43_200_000;
/** Activity is recorded at most this often: mouse moves and key repeats cost nothing. */
export const ACTIVITY_THROTTLE_MS = 1_000;
/** The fastest check a stored configuration may ask for. */
export const MIN_CHECK_INTERVAL_MS = 250;
/** The warning's countdown updates this often. */
export const COUNTDOWN_TICK_MS = 1_000;

/** Session record of this tab (session storage). */
export const SESSION_STORAGE_KEY = 'session';
/** Session configuration (local storage): sessionTimeout, warningTime, checkInterval. */
export const SESSION_CONFIG_KEY = 'sessionConfig';
/** Last activity of the person across all tabs and restarts (local storage). */
export const SHARED_ACTIVITY_KEY = 'sessionActivity';
/** Marks an expiry already handled, so that only one tab audits it (local storage). */
export const SESSION_ENDED_KEY = 'sessionEnded';
/** BroadcastChannel shared by the tabs of one browser. */
export const SESSION_CHANNEL = 'session';

export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;
