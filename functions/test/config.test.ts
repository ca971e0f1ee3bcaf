// The mail settings (functions/src/lib/mail/config.ts), read from an environment given to them: the
// emulator's defaults, and production, where a missing SMTP_HOST, MAIL_FROM or APP_URL is an
// error naming what is missing instead of mail to localhost and links to it. No emulator needed.
import { describe, expect, it } from 'vitest';
import { paymentProvider } from '../src/billing/select-provider.ts';
import {
  appUrl,
  EMULATOR_ENV,
  inEmulator,
  MAIL_DEFAULTS,
  mailConfig,
  MailConfigError,
  missingMailSettings,
} from '../src/lib/mail/config.ts';
import {
  clientAddress,
  limiterNow,
  TEST_CLIENT_HEADER,
  TEST_NOW_HEADER,
} from '../src/lib/rate-limit.ts';

const EMULATOR = EMULATOR_ENV;
const PRODUCTION = {
  SMTP_HOST: 'smtp.example.com',
  SMTP_PORT: '587',
  SMTP_USER: 'apikey',
  SMTP_PASS: 'secret',
  MAIL_FROM: 'Jobs <no-reply@example.com>',
  APP_URL: 'https://jobs.example.com/',
};

/** The error `read` throws (fails the test when it throws none). */
function errorOf(read: () => unknown): Error {
  try {
    read();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('the mail settings in the emulator', () => {
  it('default to the local mail catcher and the Hosting emulator', () => {
    expect(mailConfig(EMULATOR)).toEqual({
      host: MAIL_DEFAULTS.host,
      port: MAIL_DEFAULTS.port,
      secure: false,
      user: '',
      pass: '',
      from: MAIL_DEFAULTS.from,
    });
    expect(appUrl(EMULATOR)).toBe(MAIL_DEFAULTS.appUrl);
    expect(missingMailSettings(EMULATOR)).toEqual([]);
  });

  it('take what the suite sets', () => {
    const env = { ...EMULATOR, SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525', APP_URL: 'http://x:5' };
    expect(mailConfig(env)).toMatchObject({ host: '127.0.0.1', port: 2525 });
    expect(appUrl(env)).toBe('http://x:5');
  });
});

describe('the mail settings in production', () => {
  it('read every variable, the port as a number, without a trailing slash on the address', () => {
    expect(mailConfig({ ...PRODUCTION, SMTP_SECURE: 'true' })).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: true,
      user: 'apikey',
      pass: 'secret',
      from: 'Jobs <no-reply@example.com>',
    });
    expect(appUrl(PRODUCTION)).toBe('https://jobs.example.com');
    expect(missingMailSettings(PRODUCTION)).toEqual([]);
    // a port that is not a number: the default
    expect(mailConfig({ ...PRODUCTION, SMTP_PORT: 'abc' }).port).toBe(MAIL_DEFAULTS.port);
  });

  it('refuse to send without SMTP_HOST or MAIL_FROM, naming every missing setting', () => {
    const error = errorOf(() => mailConfig({ FUNCTIONS_EMULATOR: 'false' }));
    expect(error).toBeInstanceOf(MailConfigError);
    expect((error as MailConfigError).missing).toEqual(['SMTP_HOST', 'MAIL_FROM', 'APP_URL']);
    expect(error.message).toBe(
      'Mail is not configured: SMTP_HOST, MAIL_FROM, APP_URL are not set. Set them in ' +
        'functions/.env.<project id> and deploy the functions again (README, "Mail").',
    );
    const noSender = errorOf(() => mailConfig({ ...PRODUCTION, MAIL_FROM: '  ' }));
    expect(noSender.message).toContain('Mail is not configured: MAIL_FROM is not set.');
    expect(() => mailConfig({ ...PRODUCTION, SMTP_HOST: '' })).toThrow(MailConfigError);
  });

  it('refuse to build a link without APP_URL, or with one that is not a web address', () => {
    const withoutUrl: Record<string, string> = { ...PRODUCTION };
    delete withoutUrl.APP_URL;
    expect(missingMailSettings(withoutUrl)).toEqual(['APP_URL']);
    expect(() => appUrl(withoutUrl)).toThrow('Mail is not configured: APP_URL is not set.');
    // sending needs no APP_URL
    expect(mailConfig(withoutUrl).host).toBe('smtp.example.com');
    expect(() => appUrl({ ...PRODUCTION, APP_URL: 'jobs.example.com' })).toThrow(
      'APP_URL is not a web address',
    );
  });
});

describe('the emulator', () => {
  it('is recognised by what firebase-tools sets, not by a variable a deployment can set', () => {
    expect(inEmulator(EMULATOR_ENV)).toBe(true);
    // a deployment's .env may hold FUNCTIONS_EMULATOR, never a FIREBASE_* name (reserved)
    expect(inEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(missingMailSettings({ FUNCTIONS_EMULATOR: 'true' })).not.toEqual([]);
    // so a deployment cannot switch renewals to the local provider that charges nothing
    expect(paymentProvider({ FUNCTIONS_EMULATOR: 'true' }).name).toBe('unconfigured');
    expect(paymentProvider(EMULATOR_ENV).name).not.toBe('unconfigured');
  });

  it("alone lets a test's headers name the rate limit's client and set its clock", () => {
    const played = {
      'x-forwarded-for': '198.51.100.7',
      [TEST_CLIENT_HEADER]: 'office',
      [TEST_NOW_HEADER]: '1800000000000',
    };
    expect(clientAddress(played, '10.0.0.1', EMULATOR_ENV)).toBe('test:office');
    expect(limiterNow(played, EMULATOR_ENV)).toBe(1_800_000_000_000);
    // a deployment counts by the address its proxy appended, at its own time
    const deployed = { FUNCTIONS_EMULATOR: 'true' };
    expect(clientAddress(played, '10.0.0.1', deployed)).toBe('198.51.100.7');
    const before = Date.now();
    const now = limiterNow(played, deployed);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    // a clock that is not a time is not used
    for (const bad of ['soon', '-5', '1.5', '']) {
      const at = limiterNow({ [TEST_NOW_HEADER]: bad }, EMULATOR_ENV);
      expect(at, bad).toBeGreaterThanOrEqual(before);
    }
  });
});
