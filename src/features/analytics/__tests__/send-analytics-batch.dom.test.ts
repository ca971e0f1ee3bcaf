import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CONTENT_TYPE, sendAnalyticsBatch } from '../api/send-analytics-batch';
import { ANALYTICS_ENDPOINTS } from '../constants';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendAnalyticsBatch', () => {
  it('falls back to a text/plain beacon where fetch cannot be used', async () => {
    vi.stubGlobal('fetch', () => {
      throw new TypeError('no fetch');
    });
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    await expect(sendAnalyticsBatch(ANALYTICS_ENDPOINTS.events, '[]')).resolves.toBeUndefined();
    expect(sendBeacon).toHaveBeenCalledWith(ANALYTICS_ENDPOINTS.events, expect.any(Blob));
    const blob = (sendBeacon.mock.calls[0] as unknown[])[1] as Blob;
    expect(blob.type).toBe(ANALYTICS_CONTENT_TYPE.toLowerCase());
  });

  it('resolves, never rejects, when the request fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendAnalyticsBatch(ANALYTICS_ENDPOINTS.errors, '[]')).resolves.toBeUndefined();
  });
});
