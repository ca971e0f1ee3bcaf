// Where mail goes: an SMTP server named by the environment. Locally the suite points the functions
// emulator at its mail catcher (scripts/lib/mail-catcher.ts); in production the variables come
// from functions/.env.<project id> (see the README's "Mail" section). Outside the emulator a
// missing SMTP_HOST, MAIL_FROM or APP_URL is an error (MailConfigError, naming every missing
// one), never a silent default: a mail is not sent to localhost, a link never leads there.
import { createTransport, type Transporter } from 'nodemailer';
import { EMULATOR_ENV, inEmulator } from '../emulator.js';

interface MailConfig {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  pass: string;
  /** The sender: `Name <address>`. */
  from: string;
}

/** What the emulator uses when a variable is unset (the local suite sets SMTP_HOST and APP_URL). */
export const MAIL_DEFAULTS = {
  host: 'localhost',
  port: 1025,
  from: 'Jobs <no-reply@jobs.test>',
  appUrl: 'http://localhost:5050',
} as const;

/** The variables production must set; the emulator has defaults for them. */
const REQUIRED_MAIL_SETTINGS = ['SMTP_HOST', 'MAIL_FROM', 'APP_URL'] as const;
type MailSetting = (typeof REQUIRED_MAIL_SETTINGS)[number];

/** Gives up on an SMTP server that does not answer, well before the function's own time limit. */
const SMTP_TIMEOUT_MS = 30_000;

type Env = Record<string, string | undefined>;

/** A setting production lacks; the message names every missing one and where to set them. */
export class MailConfigError extends Error {
  override readonly name = 'MailConfigError';
  constructor(readonly missing: readonly MailSetting[]) {
    super(
      `Mail is not configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        'Set them in functions/.env.<project id> and deploy the functions again (README, "Mail").',
    );
  }
}

// the emulator's own variables (lib/emulator.ts), as the mail settings and the tests name them
export { EMULATOR_ENV, inEmulator };

const isSet = (value: string | undefined) => (value ?? '').trim() !== '';

/** The required settings that are not set (none in the emulator, which has defaults). */
export function missingMailSettings(env: Env = process.env): MailSetting[] {
  if (inEmulator(env)) return [];
  return REQUIRED_MAIL_SETTINGS.filter((name) => !isSet(env[name]));
}

/** Throws MailConfigError, listing everything missing, when one of `needed` is missing. */
function requireSettings(env: Env, needed: readonly MailSetting[]): void {
  const missing = missingMailSettings(env);
  if (needed.some((name) => missing.includes(name))) throw new MailConfigError(missing);
}

/** The SMTP settings; outside the emulator, SMTP_HOST and MAIL_FROM must be set. */
export function mailConfig(env: Env = process.env): MailConfig {
  requireSettings(env, ['SMTP_HOST', 'MAIL_FROM']);
  const port = Number(env.SMTP_PORT);
  return {
    host: env.SMTP_HOST?.trim() || MAIL_DEFAULTS.host,
    port: Number.isInteger(port) && port > 0 ? port : MAIL_DEFAULTS.port,
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER ?? '',
    pass: env.SMTP_PASS ?? '',
    from: env.MAIL_FROM?.trim() || MAIL_DEFAULTS.from,
  };
}

/**
 * The app's public address, for the links in mails (APP_URL), without a trailing slash; outside
 * the emulator APP_URL must be set, to a web address.
 */
export function appUrl(env: Env = process.env): string {
  requireSettings(env, ['APP_URL']);
  const url = (env.APP_URL?.trim() || MAIL_DEFAULTS.appUrl).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/.test(url)) {
    throw new Error(`APP_URL is not a web address (http:// or https://): "${url}"`);
  }
  return url;
}

/**
 * How many SMTP connections one instance keeps open to the server, and how often a mail whose
 * connection closed under it is sent again on a new one (a kept connection the server dropped
 * while the instance was idle: the mail was not taken, so sending it again sends it once).
 */
const SMTP_POOL = { maxConnections: 5, maxRequeues: 1 } as const;

/** The instance's transports, by the settings they were made with. */
const transports = new Map<string, Transporter>();

/**
 * The SMTP transport of these settings, one per instance: its connections stay open between
 * mails and between invocations of a warm instance (a server makes each new connection wait for
 * its greeting, 100 ms at the mail catcher; each also costs the EHLO exchange and a sign-in). A
 * connection idle for SMTP_TIMEOUT_MS is closed, and the next mail opens another.
 */
export function mailTransport(config: MailConfig = mailConfig()): Transporter {
  const key = JSON.stringify([config.host, config.port, config.secure, config.user, config.pass]);
  let transport = transports.get(key);
  if (!transport) {
    transport = createTransport({
      pool: true,
      ...SMTP_POOL,
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user ? { auth: { user: config.user, pass: config.pass } } : {}),
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transports.set(key, transport);
  }
  return transport;
}
