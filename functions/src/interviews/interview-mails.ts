// The mails about an interview: 'interviewInvitation', 'interviewUpdated' or 'interviewCancelled'
// to the candidate and to each interviewer, each in the recipient's language, the time written on
// the wall clock of the interview's zone with the zone named, and the event attached as an
// iCalendar part (REQUEST, or CANCEL) that calendar apps add, update or remove by its UID and
// SEQUENCE. The candidate's event names only them as attendee; the team's names everyone.
import { LINKED_PATHS, type MailTemplate } from '../contracts.js';
import {
  formatInterviewDuration,
  formatInterviewTime,
  interviewIcs,
  interviewIcsFilename,
  type IcsInterview,
  type IcsPerson,
} from '../domain.js';
import { appUrl, mailConfig } from '../lib/mail/config.js';
import { isMailAddress, type MailToQueue } from '../lib/mail/queue-mail.js';
import { mailLocaleOf } from '../lib/mail/render.js';
import { ENGLISH_MAIL_TEXTS, MAIL_TEXTS } from '../lib/mail/templates.js';
import type { InterviewerRecipient, Recipient } from '../lib/interview-people.js';

/** What the mails say about the interview, besides its time. */
export interface InterviewMailContext {
  interview: IcsInterview & { timeZone: string };
  jobTitle: string;
  companyName: string;
  candidateName: string;
  /** The candidate's address for the team's calendar event; null: none. */
  candidateEmail: string | null;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');

/** A language's calendar words (English fills in what it lacks). */
function calendarTextsOf(locale: string) {
  const local = MAIL_TEXTS[mailLocaleOf(locale)];
  return {
    calendar: { ...ENGLISH_MAIL_TEXTS.calendar, ...local.calendar },
    kinds: { ...ENGLISH_MAIL_TEXTS.kinds, ...local.kinds },
  };
}

/** The event's title and description in `locale`, for the candidate or for the team. */
export function eventTextOf(
  context: Pick<InterviewMailContext, 'jobTitle' | 'companyName' | 'candidateName'> & {
    interview: Pick<IcsInterview, 'kind' | 'durationMinutes' | 'location'>;
  },
  locale: string,
  forCandidate: boolean,
): { summary: string; description: string } {
  const language = mailLocaleOf(locale);
  const { calendar, kinds } = calendarTextsOf(language);
  const values = {
    jobTitle: context.jobTitle,
    companyName: context.companyName,
    candidateName: context.candidateName,
  };
  const summary = fill(forCandidate ? calendar.summaryCandidate : calendar.summaryTeam, values);
  const lines = [
    `${kinds[context.interview.kind]} · ${formatInterviewDuration(context.interview.durationMinutes, language)}`,
    context.companyName,
    context.interview.location.trim(),
  ].filter(Boolean);
  return { summary, description: lines.join('\n') };
}

/** The calendar's name for a member's feed, in their language. */
export function feedNameOf(companyName: string, locale: string): string {
  return fill(calendarTextsOf(locale).calendar.feedName, { companyName });
}

/** The sender as the event's organizer: the company, at the platform's address. */
function organizerOf(companyName: string): IcsPerson | null {
  try {
    const from = mailConfig().from;
    const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
    return isMailAddress(address) ? { name: companyName, email: address } : null;
  } catch {
    // mail is not configured: the mail waits for it anyway; the event names no organizer
    return null;
  }
}

const applicationsLink = () => `${appUrl()}${LINKED_PATHS.myApplications}`;

export const interviewerRecipients = (interviewers: readonly InterviewerRecipient[]): Recipient[] =>
  interviewers
    .filter((interviewer) => isMailAddress(interviewer.email))
    .map((interviewer) => ({
      key: interviewer.uid,
      name: interviewer.name,
      email: interviewer.email,
      locale: mailLocaleOf(interviewer.locale),
    }));

/**
 * One interview mail to `recipient`, with the event attached: REQUEST for an invitation or an
 * update, CANCEL for a cancellation (the interview's status says which; a removed interviewer
 * gets a cancellation of a still scheduled interview).
 */
export function interviewMail(
  template: MailTemplate & `interview${string}`,
  recipient: Recipient,
  context: InterviewMailContext,
): MailToQueue {
  const forCandidate = recipient.key === 'candidate';
  const locale = mailLocaleOf(recipient.locale);
  const { interview } = context;
  const cancelled = template === 'interviewCancelled';
  const event: IcsInterview = cancelled ? { ...interview, status: 'cancelled' } : interview;
  const text = eventTextOf(context, locale, forCandidate);
  const candidate: IcsPerson | null =
    forCandidate || context.candidateEmail
      ? {
          name: context.candidateName,
          email: forCandidate ? recipient.email : (context.candidateEmail ?? ''),
        }
      : null;
  const content = interviewIcs(event, {
    ...text,
    organizer: organizerOf(context.companyName),
    candidate,
    withInterviewers: !forCandidate,
  });
  const when = formatInterviewTime(interview.startsAt, interview.timeZone, locale);
  const common = {
    name: recipient.name,
    jobTitle: context.jobTitle,
    companyName: context.companyName,
    when,
    ...(forCandidate ? { link: applicationsLink() } : { candidateName: context.candidateName }),
  };
  return {
    to: recipient.email,
    locale,
    template,
    params: cancelled
      ? common
      : {
          ...common,
          duration: formatInterviewDuration(interview.durationMinutes, locale),
          kind: interview.kind,
          ...(interview.location.trim() ? { location: interview.location.trim() } : {}),
        },
    icalEvent: {
      method: cancelled ? 'CANCEL' : 'REQUEST',
      filename: interviewIcsFilename(interview.id),
      content,
    },
  };
}

/** The mail's id: one per interview, change (its sequence) and recipient. */
export const interviewMailId = (interviewId: string, sequence: number, recipient: Recipient) =>
  `interview_${interviewId}_${sequence}_${recipient.key}`;
