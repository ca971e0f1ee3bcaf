import { WEB_VITAL_THRESHOLDS, type WebVitalName, type WebVitalRating } from '../constants';

/** `good` up to the good threshold, `poor` above the poor one, `needs-improvement` between. */
export function rateVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}
