// The local mail catcher (maildev): an SMTP server that keeps every mail it receives, with a web
// inbox and a REST API (GET /email lists the caught mails, DELETE /email/all empties the inbox).
// The emulator suite starts it before the emulators and stops it with them; its two ports are
// firebase.json's `emulators.mailSmtp` and `emulators.mailInbox` (firebase-tools ignores those
// entries), shifted by EMULATOR_PORT_OFFSET like every other port. Like the suite, it records
// the processes it started and stops exactly those.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { emulators, hostingUrl, mailInboxUrl, ROOT } from './emulator-config.ts';
import { startLoggedServer } from './logged-server.ts';
import { endLeftovers } from './processes.ts';

export { mailInboxUrl };

const READY_MARKS = ['MailDev webapp running', 'SMTP Server running'];
const START_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 3_000;

/** Where the catcher's processes are recorded while it runs (in the suite's directory). */
export const mailCatcherStateFile = (stateDir: string) =>
  path.join(stateDir, 'mail-catcher-processes.json');

/**
 * The functions emulator's mail settings (functions/src/lib/mail/config.ts): the catcher's SMTP
 * port, no TLS, no sign-in, and the app's address for the links in mails. firebase-tools passes
 * its own environment on to the functions it runs.
 */
export function functionsMailEnv(): Record<string, string> {
  return {
    SMTP_HOST: emulators.mailSmtp.host,
    SMTP_PORT: String(emulators.mailSmtp.port),
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    SMTP_PASS: '',
    APP_URL: hostingUrl,
  };
}

interface MailCatcher {
  /** The web inbox (and REST API). */
  url: string;
  stop(): Promise<void>;
}

/** Ends a catcher that a run killed outright left running (see processes.ts endLeftovers). */
export const endEarlierMailCatcher = (stateDir: string) =>
  endLeftovers(mailCatcherStateFile(stateDir));

/**
 * Starts maildev on this run's ports, keeping its mails in `stateDir`/mail (emptied first) and
 * its output in `stateDir`/mail-catcher.log; resolves once both its servers listen.
 */
export async function startMailCatcher(stateDir: string): Promise<MailCatcher> {
  await endEarlierMailCatcher(stateDir);
  const mailDir = path.join(stateDir, 'mail');
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const { mailSmtp, mailInbox } = emulators;
  const { stop } = await startLoggedServer({
    name: 'The mail catcher',
    args: [
      path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev'),
      '--smtp',
      String(mailSmtp.port),
      '--ip',
      mailSmtp.host,
      '--web',
      String(mailInbox.port),
      '--web-ip',
      mailInbox.host,
      '--mail-directory',
      mailDir,
    ],
    cwd: stateDir,
    stateFile: mailCatcherStateFile(stateDir),
    logFile: path.join(stateDir, 'mail-catcher.log'),
    timeoutMs: START_TIMEOUT_MS,
    graceMs: STOP_GRACE_MS,
    isReady: (output) => READY_MARKS.every((mark) => output.includes(mark)),
  });
  return { url: mailInboxUrl(), stop };
}
