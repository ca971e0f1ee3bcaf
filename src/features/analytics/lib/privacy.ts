// No personal data leaves the page: addresses without query or hash (a search is free text),
// email addresses redacted, strings capped, event properties limited to small scalars.
import {
  MAX_EVENT_PROPERTIES,
  MAX_NAME_CHARS,
  MAX_PROPERTY_CHARS,
  MAX_URL_CHARS,
  REDACTED,
} from '../constants';
import { redactEmails } from '@contracts/analytics';
import type { EventProperties } from '../types';

/** Anything that looks like an address (the server refuses such a property). */
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const EVENT_NAME = /^[a-z][a-z0-9_]*$/;
const PROPERTY_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const SLUG = /^[A-Za-z][A-Za-z0-9_.:-]*$/;

export function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

export { redactEmails };

/** The page's address without query string or fragment. */
export function pageUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return truncate(`${location.origin}${location.pathname}`, MAX_URL_CHARS);
}

/** An API call's address: its path only. */
export function callPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return truncate(path || '/', MAX_URL_CHARS);
}

export function isEventName(name: string): boolean {
  return name.length <= MAX_NAME_CHARS && EVENT_NAME.test(name);
}

export function isMetricName(name: string): boolean {
  return name.length <= MAX_NAME_CHARS && SLUG.test(name);
}

/** At most MAX_EVENT_PROPERTIES well-named scalars; email-like strings redacted, long ones cut. */
export function sanitizeProperties(properties: EventProperties | undefined): EventProperties {
  const clean: EventProperties = {};
  if (!properties || typeof properties !== 'object') return clean;
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (count >= MAX_EVENT_PROPERTIES) break;
    if (!PROPERTY_KEY.test(key)) continue;
    if (typeof value === 'string') {
      clean[key] = EMAIL_LIKE.test(value) ? REDACTED : truncate(value, MAX_PROPERTY_CHARS);
    } else if (typeof value === 'number') {
      clean[key] = Number.isFinite(value) ? value : null;
    } else if (typeof value === 'boolean' || value === null) {
      clean[key] = value;
    } else {
      continue;
    }
    count += 1;
  }
  return clean;
}
