/** A cached permission entry lives 15 minutes. */
export const PERMISSION_CACHE_TTL_MS = 900_000;
/** At most this many entries; the oldest is evicted when full. */
export const PERMISSION_CACHE_MAX_ENTRIES = 1_000;
/** Expired entries are removed this often. */
export const PERMISSION_CACHE_CLEANUP_MS = 300_000;
