// Where mail goes: an SMTP server named by the environment. Locally the suite points the functions
// emulator at its mail catcher (scripts/lib/mail-catcher.ts); in production the variables come
// from functions/.env.<project id> (see the README's "Mail" section).
import { createTransport, type Transporter } from 'nodemailer';

export interface MailConfig {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  pass: string;
  /** The sender: `Name <address>`. */
  from: string;
}

export const MAIL_DEFAULTS = {
  host: 'localhost',
  port: 1025,
  from: 'Jobs <no-reply@jobs.test>',
  appUrl: 'http://localhost:5050',
} as const;

/** Gives up on an SMTP server that does not answer, well before the function's own time limit. */
const SMTP_TIMEOUT_MS = 30_000;

type Env = Record<string, string | undefined>;

export function mailConfig(env: Env = process.env): MailConfig {
  const port = Number(env.SMTP_PORT);
  return {
    host: env.SMTP_HOST || MAIL_DEFAULTS.host,
    port: Number.isInteger(port) && port > 0 ? port : MAIL_DEFAULTS.port,
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER ?? '',
    pass: env.SMTP_PASS ?? '',
    from: env.MAIL_FROM || MAIL_DEFAULTS.from,
  };
}

/** The app's public address, for the links in mails (APP_URL), without a trailing slash. */
export function appUrl(env: Env = process.env): string {
  return (env.APP_URL || MAIL_DEFAULTS.appUrl).replace(/\/+$/, '');
}

/** The job seeker's list of their applications (src/config/paths.ts `jobSeeker.applications`). */
export const MY_APPLICATIONS_PATH = '/dashboard/job-seeker/applications';

export function mailTransport(config: MailConfig = mailConfig()): Transporter {
  return createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.pass } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}
