import { track } from '@/lib/telemetry';
import { PAGE_VIEW_EVENT } from '../constants';

let lastKey: string | null = null;
let lastPath: string | null = null;

/** Records a `page_view` per navigation (a location key), once even when effects run twice. */
export function trackPageView(locationKey: string, path: string): void {
  if (locationKey === lastKey && path === lastPath) return;
  track(PAGE_VIEW_EVENT, { path, previousPath: lastPath });
  lastKey = locationKey;
  lastPath = path;
}
