// The mails the functions sent, as the local mail catcher (maildev) caught them: its REST API at
// MAIL_CATCHER_URL (set by the suite; otherwise the inbox port of firebase.json for this run).
import { mailInboxUrl } from '../../scripts/lib/emulator-config.ts';

interface CaughtMail {
  id: string;
  subject: string;
  /** The recipients' addresses, lower-cased. */
  to: string[];
  text: string;
  html: string;
  /** When the catcher received it (ISO). */
  time: string;
  /** Its headers, by lower-cased name. */
  headers: Record<string, string>;
}

interface MaildevMail {
  id: string;
  subject?: string;
  to?: { address: string }[];
  text?: string;
  html?: string;
  time?: string;
  headers?: Record<string, unknown>;
}

export const mailCatcherUrl = () => process.env.MAIL_CATCHER_URL || mailInboxUrl();

/** Every caught mail (to `to` only, when given), oldest first. */
export async function caughtMails(to?: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailCatcherUrl()}/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  const mails = ((await response.json()) as MaildevMail[]).map((mail) => ({
    id: mail.id,
    subject: mail.subject ?? '',
    to: (mail.to ?? []).map((recipient) => recipient.address.toLowerCase()),
    text: mail.text ?? '',
    html: mail.html ?? '',
    time: mail.time ?? '',
    headers: Object.fromEntries(
      Object.entries(mail.headers ?? {}).map(([name, value]) => [
        name.toLowerCase(),
        String(value),
      ]),
    ),
  }));
  const wanted = to?.toLowerCase();
  return wanted ? mails.filter((mail) => mail.to.includes(wanted)) : mails;
}

/** Waits (polling the catcher) until `to` has at least `count` mails; returns them. */
export async function waitForMails(
  to: string,
  count = 1,
  timeoutMs = 45_000,
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await caughtMails(to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`${to} got ${mails.length} of ${count} mail(s) within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
