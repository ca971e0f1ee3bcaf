import type { WebVitalName } from './constants';

// The five payloads, field for field as the API takes them (spec §7): the input types of the
// contracts' schemas (types only: the schemas themselves run in the functions).
import type {
  ApiMetricPayload,
  CustomMetricPayload,
  ErrorPayload,
  EventPayload,
  WebVitalPayload,
} from '@contracts/analytics-schemas';

export type { ApiMetricPayload, CustomMetricPayload, ErrorPayload, EventPayload, WebVitalPayload };

export type EventProperties = Record<string, string | number | boolean | null>;

export type AnalyticsPayload =
  WebVitalPayload | CustomMetricPayload | ApiMetricPayload | ErrorPayload | EventPayload;

/** A web-vital measurement before it is rated and addressed. */
export interface VitalMeasurement {
  name: WebVitalName;
  value: number;
  delta: number;
  id: string;
}
