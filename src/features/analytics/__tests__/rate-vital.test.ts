import { describe, expect, it } from 'vitest';
import { WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS } from '../constants';
import { rateVital } from '../lib/rate-vital';

describe('web-vital thresholds', () => {
  it('are the product thresholds: good up to the first, poor above the second', () => {
    expect(WEB_VITAL_THRESHOLDS).toEqual({
      CLS: { good: 0.1, poor: 0.25 },
      FID: { good: 100, poor: 300 },
      FCP: { good: 1800, poor: 3000 },
      LCP: { good: 2500, poor: 4000 },
      TTFB: { good: 800, poor: 1800 },
      INP: { good: 200, poor: 500 },
    });
  });
});

describe('rateVital at each boundary', () => {
  const cases = WEB_VITAL_NAMES.flatMap((name) => {
    const { good, poor } = WEB_VITAL_THRESHOLDS[name];
    // CLS is unitless (0.1): the step above a boundary is a thousandth; milliseconds step by one
    const step = name === 'CLS' ? 0.001 : 1;
    return [
      { name, value: 0, rating: 'good' },
      { name, value: good - step, rating: 'good' },
      { name, value: good, rating: 'good' },
      { name, value: good + step, rating: 'needs-improvement' },
      { name, value: poor - step, rating: 'needs-improvement' },
      { name, value: poor, rating: 'needs-improvement' },
      { name, value: poor + step, rating: 'poor' },
      { name, value: poor * 10, rating: 'poor' },
    ] as const;
  });

  it.each(cases)('rates $name $value as $rating', ({ name, value, rating }) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});
