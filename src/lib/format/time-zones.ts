// IANA time zones in the browser: the viewer's own, whether a name is one, and every one this
// runtime knows (the interview scheduler's and the saved-search alerts' zone pickers).

/** The time zone this browser runs in (the viewer's), e.g. "Europe/Berlin". */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone this runtime knows (the viewer's included), sorted. */
export function allTimeZones(extra: readonly string[] = []): string[] {
  let zones: string[] = [];
  try {
    zones =
      (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ??
      [];
  } catch {
    zones = [];
  }
  return [...new Set([...zones, 'UTC', ...extra.filter(isTimeZone)])].sort();
}
