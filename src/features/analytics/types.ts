import type { WebVitalName, WebVitalRating } from './constants';

/** The five payloads, field for field as the API takes them (spec §7). */
export interface WebVitalPayload {
  name: WebVitalName;
  value: number;
  id: string;
  delta: number;
  rating: WebVitalRating;
  url: string;
  timestamp: number;
  userAgent: string;
}

export interface CustomMetricPayload {
  name: string;
  value: number;
  category: string;
  url: string;
  timestamp: number;
}

export interface ApiMetricPayload {
  url: string;
  method: string;
  duration: number;
  status: number;
  timestamp: number;
}

export interface ErrorPayload {
  message: string;
  stack: string;
  context: string;
  url: string;
  userAgent: string;
  timestamp: number;
}

export type EventProperties = Record<string, string | number | boolean | null>;

export interface EventPayload {
  eventName: string;
  properties: EventProperties;
  url: string;
  timestamp: number;
}

export type AnalyticsPayload =
  WebVitalPayload | CustomMetricPayload | ApiMetricPayload | ErrorPayload | EventPayload;

/** A web-vital measurement before it is rated and addressed. */
export interface VitalMeasurement {
  name: WebVitalName;
  value: number;
  delta: number;
  id: string;
}
