/**
 * A web address (http or https) to link to; null for an address or a phone number. (The same
 * check as contracts/interview-ics.ts, kept here so the screens do not load the calendar code.)
 */
export function webAddressOf(location: string): string | null {
  const text = location.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
