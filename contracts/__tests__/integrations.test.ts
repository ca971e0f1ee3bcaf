// The webhook rules every side shares: which URLs may be endpoints, the retry waits, the inputs.
import { describe, expect, it } from 'vitest';
import {
  createWebhookInput,
  isPrivateHost,
  WEBHOOK_FIRST_RETRY_MS,
  WEBHOOK_LIMITS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_RETRY_DELAY_MS,
  webhookRetryDelayMs,
  webhookUrlProblem,
} from '../integrations';

describe('webhookUrlProblem', () => {
  it('accepts https URLs with a host name', () => {
    expect(webhookUrlProblem('https://hooks.example.com/in?token=abc')).toBeNull();
    expect(webhookUrlProblem('https://hooks.example.com:443/in')).toBeNull();
    expect(webhookUrlProblem('https://8.8.8.8/in')).toBeNull();
  });

  it('refuses http, except localhost and 127.0.0.1 in the emulator', () => {
    expect(webhookUrlProblem('http://hooks.example.com/in')).toBe('insecure');
    // outside the emulator these are local addresses first
    expect(webhookUrlProblem('http://localhost:3000/in')).toBe('private');
    expect(webhookUrlProblem('http://127.0.0.1:3000/in')).toBe('private');
    expect(webhookUrlProblem('http://localhost:3000/in', { allowLocalHttp: true })).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:3000/in', { allowLocalHttp: true })).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com:8080/in')).toBe('insecure');
    expect(webhookUrlProblem('https://10.0.0.1/in', { allowLocalHttp: true })).toBe('private');
  });

  it('refuses literal private, loopback, link-local and mapped addresses (SSRF)', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '[::1]',
      '[::]',
      '[fc00::1]',
      '[fd12:3456::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:10.0.0.1]',
      '[::10.0.0.1]',
      'localhost',
      'api.localhost',
      '0x7f.1',
      '2130706433',
    ]) {
      expect(webhookUrlProblem(`https://${host}/in`), host).toBe('private');
      // a private address is named as such whatever the scheme or port
      expect(webhookUrlProblem(`http://${host}:8080/in`), host).toBe('private');
    }
    expect(webhookUrlProblem('http://10.0.0.1/in', { allowLocalHttp: true })).toBe('private');
    for (const host of ['172.32.0.1', '11.0.0.1', '[2001:db8::1]', '[::ffff:8.8.8.8]']) {
      expect(webhookUrlProblem(`https://${host}/in`), host).toBeNull();
    }
    expect(isPrivateHost('LOCALHOST.')).toBe(true);
  });

  it('refuses what is not an absolute http(s) URL with a host, or carries credentials', () => {
    for (const url of [
      'not a url',
      '/relative',
      'ftp://hooks.example.com',
      'javascript:alert(1)',
      'https://user:pass@hooks.example.com/in',
      'https://intranet/in',
      `https://hooks.example.com/${'x'.repeat(WEBHOOK_LIMITS.urlMax)}`,
    ]) {
      expect(webhookUrlProblem(url), url).toBe('invalid');
    }
  });

  it('refuses another port than https’s 443, and says so: no probing of other services', () => {
    expect(webhookUrlProblem('https://hooks.example.com:8443/in')).toBe('port');
    expect(webhookUrlProblem('https://8.8.8.8:22/in')).toBe('port');
  });
});

describe('retry waits', () => {
  it('waits 30 s, 1, 2, 4, 8, 16, 32 min, then an hour, for 30 tries in about 23 hours', () => {
    const waits = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) =>
      webhookRetryDelayMs(index + 1),
    );
    expect(waits).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      960_000,
      1_920_000,
      ...Array.from({ length: 22 }, () => 3_600_000),
    ]);
    expect(webhookRetryDelayMs(0)).toBe(WEBHOOK_FIRST_RETRY_MS);
    expect(webhookRetryDelayMs(100)).toBe(WEBHOOK_MAX_RETRY_DELAY_MS);
    const totalHours = waits.reduce((sum, wait) => sum + wait, 0) / 3_600_000;
    expect(totalHours).toBeCloseTo(23.06, 2);
  });
});

describe('createWebhookInput', () => {
  it('needs at least one known event and trims the URL', () => {
    const base = { companyId: 'c1', url: '  https://hooks.example.com/in ' };
    const parsed = createWebhookInput.safeParse({ ...base, events: ['application.created'] });
    expect(parsed.success && parsed.data.url).toBe('https://hooks.example.com/in');
    expect(createWebhookInput.safeParse({ ...base, events: [] }).success).toBe(false);
    expect(createWebhookInput.safeParse({ ...base, events: ['job.deleted'] }).success).toBe(false);
    expect(
      createWebhookInput.safeParse({ ...base, events: ['ping'] }).success,
      'ping is sent, never subscribed to',
    ).toBe(false);
  });
});
