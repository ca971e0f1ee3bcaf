// The API through the Hosting emulator's /api/** rewrite, as the browser reaches it.
import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../../scripts/lib/emulator-config.ts';

const api = (path: string, init?: RequestInit) => fetch(`${hostingUrl}${path}`, init);

describe('/api through the Hosting rewrite', () => {
  it('answers the health check with JSON', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { status: string; time: string };
    expect(body.status).toBe('ok');
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it('answers an unknown path with a JSON 404 that names it', async () => {
    const response = await api('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No endpoint at /api/does-not-exist' });
  });

  it('answers a wrong method with a JSON 405 and the allowed methods', async () => {
    const response = await api('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ error: 'Method DELETE is not allowed on /api/health' });
  });

  it('never lets the rewrite fall through to the app page for an /api path', async () => {
    const response = await api('/api/');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.status).toBe(404);
  });
});
