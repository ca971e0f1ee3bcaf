// firestore.rules writes each collection's field lists by hand (the rules language cannot import
// them): these tests fail when a list there and the collection's contract disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_COLLECTIONS } from '../analytics';
import {
  ADMIN_CLIENT_AUDIT_ACTIONS,
  AUDIT_ACTIONS,
  AUDIT_EXPORT_RESOURCE,
  AUDIT_RETENTION_DAYS,
  auditLogSchema,
  auditQuotaSchema,
  CLIENT_AUDIT_ACTIONS,
  CLIENT_AUDIT_LIMITS,
  CLIENT_AUDIT_QUOTA,
  SERVER_ONLY_AUDIT_ACTIONS,
} from '../audit';
import { BOOKING_LIMITS, WEEKDAYS } from '../booking';
import { COLLECTIONS } from '../collections';
import {
  CANDIDATE_MAIL_KINDS,
  MAIL_TEMPLATE_FIELDS,
  MAIL_TEMPLATE_LIMITS,
} from '../mail-templates';
import {
  RESPONSE_DAYS_MAX,
  RESPONSE_DAYS_MIN,
  RESPONSE_PROMISE_DOC,
  responsePromiseSchema,
} from '../response-promise';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  APPLICATION_SOURCES,
  APPLICATION_STAGES,
  applicantProfileSchema,
  applicationSchema,
  STAGE_CHANGE_FIELDS,
  stageEventSchema,
  teamNoteSchema,
} from '../application';
import {
  COMPANY_NAME_MAX_LENGTH,
  companySchema,
  INVITATION_CREATE_FIELDS,
  INVITATION_STATUSES,
  INVITATION_TTL_DAYS,
  invitationSchema,
  memberSchema,
} from '../company';
import {
  CONTEXT_COMPONENT_MAX_LENGTH,
  CONTEXT_DESCRIPTION_MAX_LENGTH,
  CONTEXT_TITLE_MAX_LENGTH,
  FEATURE_DESCRIPTION_MAX_LENGTH,
  FEATURE_STATUSES,
  FEATURE_TITLE_MAX_LENGTH,
  featureSchema,
  feedbackContextSchema,
  feedbackSchema,
  FEEDBACK_SOURCES,
  FEEDBACK_TEXT_MAX_LENGTH,
  voterSchema,
} from '../feedback';
import { EMAIL_MAX_LENGTH, fieldNames } from '../fields';
import { INTERVIEW_LIMITS, RECOMMENDATIONS, scorecardSchema } from '../interview';
import {
  EXPERIENCE_VALUES,
  JOB_STATUSES,
  JOB_TYPE_VALUES,
  POSTING_FIELDS,
  POSTING_LIMITS,
  postingSchema,
  savedJobSchema,
} from '../job';
import { LOCALES } from '../locales';
import { ROLES, SELF_SERVICE_ROLES, TEAM_PERMISSION_FLAGS } from '../roles';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_OWNER_FIELDS,
  savedSearchSchema,
  TIME_ZONE_MAX_LENGTH,
} from '../saved-search';
import { DISPLAY_NAME_MAX_LENGTH, SELF_CREATED_PROFILE_FIELDS, userProfileSchema } from '../user';

const rules = readFileSync(path.join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8');

/** The text of the block that starts at `opener` (up to its matching closing brace). */
function block(opener: string): string {
  const start = rules.indexOf(opener);
  if (start < 0) throw new Error(`firestore.rules has no "${opener}"`);
  let depth = 0;
  for (
    let index = rules.indexOf('{', start + opener.length - 1);
    index < rules.length;
    index += 1
  ) {
    if (rules[index] === '{') depth += 1;
    if (rules[index] === '}') depth -= 1;
    if (depth === 0) return rules.slice(start, index + 1);
  }
  throw new Error(`unclosed block "${opener}"`);
}

/** The string lists written in `text` after `marker(` — e.g. every `.keys().hasOnly([...])`. */
function lists(text: string, marker: string): string[][] {
  const found: string[][] = [];
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) {
    const open = text.indexOf('[', at);
    const close = open < 0 ? -1 : text.indexOf(']', open);
    if (close < 0) break;
    found.push([...text.slice(open, close).matchAll(/'([^']+)'/g)].map((match) => match[1]!));
  }
  return found;
}

const onlyList = (text: string) => {
  const found = lists(text, '.keys().hasOnly(');
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
};
const sorted = (values: readonly string[]) => [...values].sort();

/** The most characters `entries` texts of at most `length` each take joined (with room to spare). */
const joinedMax = (entries: number, length: number) => entries * (length + 1);

/** How the rules read the name of the person asking (a profile may have none). */
const OWN_NAME = "profile().get('displayName', '')";

describe('firestore.rules agrees with the contracts', () => {
  it('lets a person create their profile with exactly the self-created fields of the profile', () => {
    const fields = onlyList(block('match /users/{uid} {'));
    expect(sorted(fields)).toEqual(sorted(SELF_CREATED_PROFILE_FIELDS));
    for (const field of fields) expect(fieldNames(userProfileSchema)).toContain(field);
  });

  it('lets administrators write a feature with exactly its fields, statuses and limits', () => {
    const rule = block('function validFeature(feature) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(fieldNames(featureSchema)));
    expect(sorted(lists(rule, 'feature.status in ')[0]!)).toEqual(sorted(FEATURE_STATUSES));
    expect(rule).toContain(`feature.title.size() <= ${FEATURE_TITLE_MAX_LENGTH}`);
    expect(rule).toContain(`feature.description.size() <= ${FEATURE_DESCRIPTION_MAX_LENGTH}`);
  });

  it('accepts a saved job with exactly the fields of its schema', () => {
    const rule = block('function validSavedJob(jobId, job) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(fieldNames(savedJobSchema)));
    for (const field of lists(rule, '.keys().hasAll(')[0]!) {
      expect(fieldNames(savedJobSchema)).toContain(field);
    }
  });

  it('accepts an audit entry with exactly the fields of its schema and the client actions', () => {
    const rule = block('match /auditLogs/{entryId} {');
    expect(sorted(onlyList(rule))).toEqual(sorted(fieldNames(auditLogSchema)));
    expect(lists(block('function clientAuditAction(entry) {'), 'entry.action in ')[0]).toEqual([
      ...CLIENT_AUDIT_ACTIONS,
    ]);
    const adminExport = block('function adminExportAudit(entry) {');
    expect(lists(adminExport, 'entry.action in ')[0]).toEqual([...ADMIN_CLIENT_AUDIT_ACTIONS]);
    expect(adminExport).toContain(`== '${AUDIT_EXPORT_RESOURCE}'`);
    // everything else (alerts, roles, accounts, overrides) is the server's alone
    for (const action of SERVER_ONLY_AUDIT_ACTIONS) expect(rules).not.toContain(`'${action}'`);
    expect(SERVER_ONLY_AUDIT_ACTIONS.length).toBe(
      AUDIT_ACTIONS.length - CLIENT_AUDIT_ACTIONS.length - ADMIN_CLIENT_AUDIT_ACTIONS.length,
    );
  });

  it('bounds what a client writes into an audit entry', () => {
    const metadata = block('function validClientAuditMetadata(metadata) {');
    expect(lists(metadata, 'metadata.keys().hasOnly(')[0]).toEqual([
      ...CLIENT_AUDIT_LIMITS.metadataKeys,
    ]);
    for (const key of ['method', 'reason', 'cause', 'export']) {
      expect(metadata).toContain(`shortText(metadata.${key}, ${CLIENT_AUDIT_LIMITS.metadataText})`);
    }
    const filters = block('function validExportFilters(filters) {');
    expect(lists(filters, 'filters.keys().hasOnly(')[0]).toEqual([
      ...CLIENT_AUDIT_LIMITS.filterKeys,
    ]);
    for (const key of CLIENT_AUDIT_LIMITS.filterKeys) {
      expect(filters).toContain(`shortText(filters.${key}, ${CLIENT_AUDIT_LIMITS.filterText})`);
    }
  });

  it('counts a client’s own audit entries with the quota of the contract', () => {
    const rule = block('match /auditQuotas/{uid} {');
    expect(sorted(onlyList(rule))).toEqual(sorted(fieldNames(auditQuotaSchema)));
    expect(rule).toContain(`duration.value(${CLIENT_AUDIT_QUOTA.windowSeconds}, 's')`);
    expect(rule).toContain(`request.resource.data.count <= ${CLIENT_AUDIT_QUOTA.entries}`);
    expect(block('match /auditLogs/{entryId} {')).toContain(
      'getAfter(auditQuotaPath(request.auth.uid)).data.entryId == entryId',
    );
  });

  it('lets the owner change only the name of a company, within its limit', () => {
    const rule = block('match /companies/{companyId} {');
    const changed = lists(rule, 'changedKeys().hasOnly(')[0]!;
    expect(changed).toEqual(['name']);
    expect(fieldNames(companySchema)).toContain('name');
    expect(rule).toContain(`request.resource.data.name.size() <= ${COMPANY_NAME_MAX_LENGTH}`);
  });

  it("takes a company's mail template with exactly its fields, kinds and limits", () => {
    const rule = block('function validMailTemplate(templateId, template) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(MAIL_TEMPLATE_FIELDS));
    expect(sorted(lists(rule, '.keys().hasAll(')[0]!)).toEqual(sorted(MAIL_TEMPLATE_FIELDS));
    expect(lists(rule, 'template.kind in ')[0]).toEqual([...CANDIDATE_MAIL_KINDS]);
    expect(rule).toContain(`template.subject.size() <= ${MAIL_TEMPLATE_LIMITS.subjectMax}`);
    expect(rule).toContain(`template.body.size() <= ${MAIL_TEMPLATE_LIMITS.bodyMax}`);
  });

  it('takes a response promise with exactly its fields, within its bounds', () => {
    const rule = block('function validResponsePromise(promise) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(fieldNames(responsePromiseSchema)));
    expect(rule).toContain(`promise.days >= ${RESPONSE_DAYS_MIN}`);
    expect(rule).toContain(`promise.days <= ${RESPONSE_DAYS_MAX}`);
    expect(block('match /settings/{settingId} {')).toContain(
      `settingId == '${RESPONSE_PROMISE_DOC}'`,
    );
  });

  it('knows the ten team flags of a member', () => {
    expect(lists(block('function teamFlags() {'), 'return ')[0]).toEqual([
      ...TEAM_PERMISSION_FLAGS,
    ]);
    expect(sorted(fieldNames(memberSchema.def.shape.permissions))).toEqual(
      sorted(TEAM_PERMISSION_FLAGS),
    );
  });

  it('checks each of the ten flags of an invitation', () => {
    const rule = block('function validTeamFlags(flags) {');
    for (const flag of TEAM_PERMISSION_FLAGS) expect(rule).toContain(`flags.${flag} is bool`);
  });

  it('knows the six interface languages', () => {
    expect(lists(block('function isLocale(value) {'), 'value in ')[0]).toEqual([...LOCALES]);
  });

  it('creates an invitation with exactly the fields the client writes, pending, for the TTL', () => {
    const rule = block('function validInvitation(invitation) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(INVITATION_CREATE_FIELDS));
    expect(sorted(lists(rule, '.keys().hasAll(')[0]!)).toEqual(sorted(INVITATION_CREATE_FIELDS));
    for (const field of INVITATION_CREATE_FIELDS) {
      expect(fieldNames(invitationSchema)).toContain(field);
    }
    expect(rule).toContain(`invitation.email.size() <= ${EMAIL_MAX_LENGTH}`);
    expect(rule).toContain(`invitation.invitedByName.size() <= ${DISPLAY_NAME_MAX_LENGTH}`);
    const status = /invitation\.status == '([^']+)'/.exec(rule)?.[1];
    expect(status).toBe('pending');
    expect(INVITATION_STATUSES).toContain(status);
    // the server sets the week; the client's expiresAt must fall within a day of it
    const days = [...rule.matchAll(/duration\.value\((\d+), 'd'\)/g)].map((m) => Number(m[1]));
    expect(days).toEqual([INVITATION_TTL_DAYS - 1, INVITATION_TTL_DAYS + 1]);
    expect(rule).toContain(`invitation.invitedByName == ${OWN_NAME}`);
    // the server's own fields are never the client's
    for (const field of ['tokenHash', 'refusedReason', 'acceptedBy', 'acceptedAt']) {
      expect(fieldNames(invitationSchema)).toContain(field);
      expect(INVITATION_CREATE_FIELDS as readonly string[]).not.toContain(field);
    }
  });

  it('lets a member hand on only the flags they hold, each of the ten checked', () => {
    const rule = block('function grantsHeldFlagsOnly(flags, held) {');
    for (const flag of TEAM_PERMISSION_FLAGS) {
      expect(rule).toMatch(
        new RegExp(`flags\\.${flag} == false\\s*\\|\\| held\\.get\\('${flag}', false\\) == true`),
      );
    }
    const invitations = block('match /invitations/{invitationId} {');
    expect(invitations).toContain('grantsHeldFlagsOnly(request.resource.data.permissions,');
  });

  it('accepts a posting with exactly the fields, limits and lists of the job contract', () => {
    const rule = block('function validPosting(jobId, job) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(POSTING_FIELDS));
    expect(sorted(lists(rule, '.keys().hasAll(')[0]!)).toEqual(sorted(fieldNames(postingSchema)));
    const limits = POSTING_LIMITS;
    for (const check of [
      `job.title.size() <= ${limits.titleMax}`,
      `job.location.size() <= ${limits.locationMax}`,
      `job.locationKey.size() <= ${limits.locationMax}`,
      `job.description.size() >= ${limits.descriptionMin}`,
      `job.description.size() <= ${limits.descriptionMax}`,
      `job.applyUrl.size() <= ${limits.applyUrlMax}`,
      `job.salary <= ${limits.salaryMax}`,
      `job.skills.size() >= ${limits.skillsMin}`,
      `job.skills.size() <= ${limits.skillsMax}`,
      `job.keywords.size() <= ${limits.keywordsMax}`,
      `job.skills.join('|').size() <= ${joinedMax(limits.skillsMax, limits.skillMax)}`,
      // a keyword is a word of the title, the company name or a skill: bounded like a skill
      `job.keywords.join('|').size() <= ${joinedMax(limits.keywordsMax, limits.skillMax)}`,
      'isTextList(job.skills)',
      'isTextList(job.keywords)',
    ]) {
      expect(rule).toContain(check);
    }
    expect(lists(rule, 'job.type in ')[0]).toEqual([...JOB_TYPE_VALUES]);
    expect(lists(rule, 'job.experience in ')[0]).toEqual([...EXPERIENCE_VALUES]);
    expect(lists(rule, 'job.status in ')[0]).toEqual([...JOB_STATUSES]);
  });

  it('leaves room in the keywords for every word a posting within its limits can have', () => {
    // keywords = searchTokens(title, company, skills): distinct words of at most these characters
    const limits = POSTING_LIMITS;
    const words = limits.titleMax + COMPANY_NAME_MAX_LENGTH + limits.skillsMax * limits.skillMax;
    expect(words + limits.keywordsMax).toBeLessThanOrEqual(
      joinedMax(limits.keywordsMax, limits.skillMax),
    );
  });

  it('never lets a posting change company, author or creation time', () => {
    const rule = block('match /jobs/{jobId} {');
    const fixed = lists(rule, 'changedKeys().hasAny(')[0]!;
    expect(sorted(fixed)).toEqual(['companyId', 'createdAt', 'createdBy']);
    for (const field of fixed) expect(POSTING_FIELDS).toContain(field);
  });

  it('accepts an application with exactly the fields and limits of its schema', () => {
    const rule = block('function validNewApplication(application) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(APPLICATION_FIELDS));
    expect(sorted(lists(rule, '.keys().hasAll(')[0]!)).toEqual(
      sorted(fieldNames(applicationSchema)),
    );
    expect(rule).toContain(`application.note.size() <= ${APPLICATION_LIMITS.noteMax}`);

    const person = block('function validApplicantProfile(person) {');
    expect(sorted(onlyList(person))).toEqual(sorted(fieldNames(applicantProfileSchema)));
    expect(person).toContain(`person.name.size() <= ${DISPLAY_NAME_MAX_LENGTH}`);
    expect(person).toContain(`person.email.size() <= ${EMAIL_MAX_LENGTH}`);
    expect(person).toContain(`person.skills.size() <= ${APPLICATION_LIMITS.skillsMax}`);
    expect(person).toContain('isTextList(person.skills)');
    expect(person).toContain(
      `person.skills.join('|').size() <= ${joinedMax(APPLICATION_LIMITS.skillsMax, APPLICATION_LIMITS.skillMax)}`,
    );
    for (const field of [
      'title',
      'location',
      'experience',
      'education',
      'availability',
      'salary',
    ]) {
      expect(person).toContain(`person.${field}.size() <= ${APPLICATION_LIMITS.fieldMax}`);
    }

    const sources = [
      ...block('function appliesAsJobSeeker(applicationId, application) {').matchAll(
        /application\.source == '([^']+)'/g,
      ),
      ...block('function addsFromTalentPool(applicationId, application) {').matchAll(
        /application\.source == '([^']+)'/g,
      ),
    ].map((match) => match[1]);
    expect(sorted(sources as string[])).toEqual(sorted(APPLICATION_SOURCES));
  });

  it('takes an application from a job seeker as themselves, to a job without an apply page', () => {
    const rule = block('function appliesAsJobSeeker(applicationId, application) {');
    expect(rule).toContain(
      'application.candidate.email.lower() == request.auth.token.email.lower()',
    );
    expect(rule).toContain(`application.candidate.name == ${OWN_NAME}`);
    expect(rule).toContain(".data.get('applyUrl', '') == ''");
  });

  it('knows the stages, and moves a candidate with the stage fields only', () => {
    expect(lists(block('function isStage(value) {'), 'value in ')[0]).toEqual([
      ...APPLICATION_STAGES,
    ]);
    const rule = block('function validStageChange(applicationId, after) {');
    expect(sorted(lists(rule, 'changedKeys().hasOnly(')[0]!)).toEqual(sorted(STAGE_CHANGE_FIELDS));
    expect(rule).toContain(`after.sharedReason.size() <= ${APPLICATION_LIMITS.reasonMax}`);
  });

  it('adds notes and stage events with the fields and limits of their schemas', () => {
    const notes = block('match /notes/{noteId} {');
    expect(sorted(onlyList(notes))).toEqual(sorted(fieldNames(teamNoteSchema)));
    expect(sorted(lists(notes, '.keys().hasAll(')[0]!)).toEqual(sorted(fieldNames(teamNoteSchema)));
    expect(notes).toContain(`text.size() <= ${APPLICATION_LIMITS.teamNoteMax}`);
    expect(notes).toContain(`authorName.size() <= ${DISPLAY_NAME_MAX_LENGTH}`);
    expect(notes).toContain(`request.resource.data.authorName == ${OWN_NAME}`);

    const events = block('match /stageEvents/{eventId} {');
    expect(sorted(onlyList(events))).toEqual(sorted(fieldNames(stageEventSchema)));
    expect(sorted(lists(events, '.keys().hasAll(')[0]!)).toEqual(
      sorted(fieldNames(stageEventSchema)),
    );
    expect(events).toContain(`reason.size() <= ${APPLICATION_LIMITS.reasonMax}`);
    expect(events).toContain(`byName.size() <= ${DISPLAY_NAME_MAX_LENGTH}`);
    expect(events).toContain(`request.resource.data.byName == ${OWN_NAME}`);
    // the event records the move of its batch
    expect(events).toContain(
      'request.resource.data.to == getAfter(applicationPath(applicationId)).data.stage',
    );
    expect(events).toContain(
      'request.resource.data.from == get(applicationPath(applicationId)).data.stage',
    );
  });

  it('lets a person change only their name, language, time zone and working hours, fields of the profile', () => {
    const users = block('match /users/{uid} {');
    const changed = lists(users, 'changedKeys().hasOnly(')[0]!;
    expect(sorted(changed)).toEqual(['displayName', 'locale', 'timeZone', 'workingHours']);
    for (const field of changed) expect(fieldNames(userProfileSchema)).toContain(field);
    expect(users).toContain('isLocale(request.resource.data.locale)');
    expect(users).toContain('isTimeZoneName(request.resource.data.timeZone)');
    expect(users).toContain('isWorkingHours(request.resource.data.workingHours)');
    const hours = block('function isWorkingHours(hours) {');
    expect(sorted(lists(hours, 'hours.keys().hasOnly(')[0]!)).toEqual(sorted([...WEEKDAYS]));
    for (const day of WEEKDAYS) expect(hours).toContain(`workingDay(hours, '${day}')`);
    expect(block('function workingDay(hours, day) {')).toContain(
      `hours[day].size() <= ${BOOKING_LIMITS.intervalsPerDay}`,
    );
    expect(block('function isTimeZoneName(value) {')).toContain(
      `value.size() <= ${TIME_ZONE_MAX_LENGTH}`,
    );
  });

  it("lets the owner change only a saved search's name, frequency and pause, within limits", () => {
    const change = block('function validSavedSearchChange() {');
    const changed = lists(change, 'changedKeys().hasOnly(')[0]!;
    expect(sorted(changed)).toEqual(sorted(SAVED_SEARCH_OWNER_FIELDS));
    for (const field of changed) expect(fieldNames(savedSearchSchema)).toContain(field);
    expect(lists(change, 'search.frequency in ')[0]).toEqual([...ALERT_FREQUENCIES]);
    expect(change).toContain(`search.name.size() <= ${SAVED_SEARCH_LIMITS.nameMax}`);
    // no client creates one: the callable does, counting them
    expect(block('match /savedSearches/{searchId} {')).not.toContain('create');
  });

  it('keeps the mail queue closed to every client', () => {
    const mail = block('match /mail/{mailId} {');
    expect(mail).toContain('allow read, write: if false;');
    expect(mail).not.toMatch(/if (?!false)/);
  });

  it('records a vote with the fields of a voter', () => {
    expect(sorted(onlyList(block('match /voters/{voterId} {')))).toEqual(
      sorted(fieldNames(voterSchema)),
    );
  });

  it('accepts feedback and its context with the fields, languages and sources of their schemas', () => {
    expect(sorted(onlyList(block('function validFeedbackContext(context) {')))).toEqual(
      sorted(fieldNames(feedbackContextSchema)),
    );
    const rule = block('match /feedback/{feedbackId} {');
    expect(sorted(onlyList(rule))).toEqual(sorted(fieldNames(feedbackSchema)));
    expect(lists(rule, 'request.resource.data.locale in ')[0]).toEqual([...LOCALES]);
    expect(lists(rule, 'request.resource.data.source in ')[0]).toEqual([...FEEDBACK_SOURCES]);
  });

  it('knows the roles', () => {
    expect(lists(block('function selfServiceRole(value) {'), 'value in ')[0]).toEqual([
      ...SELF_SERVICE_ROLES,
    ]);
    expect(lists(block('function knownRole() {'), 'role() in ')[0]).toEqual([...ROLES]);
  });

  it('takes a scorecard with the fields, ratings, recommendations and limits of its schema', () => {
    const rule = block('function validScorecard(interviewId, scorecardId, card) {');
    expect(sorted(onlyList(rule))).toEqual(sorted(fieldNames(scorecardSchema)));
    expect(sorted(lists(rule, '.keys().hasAll(')[0]!)).toEqual(sorted(fieldNames(scorecardSchema)));
    expect(lists(rule, 'card.recommendation in ')[0]).toEqual([...RECOMMENDATIONS]);
    const ratings = rule.match(/ratings\.values\(\)\.hasOnly\(\[([\d, ]+)\]\)/)?.[1];
    const expected = Array.from(
      { length: INTERVIEW_LIMITS.ratingMax - INTERVIEW_LIMITS.ratingMin + 1 },
      (_, index) => INTERVIEW_LIMITS.ratingMin + index,
    );
    expect(ratings?.split(',').map(Number)).toEqual(expected);
    expect(rule).toContain(`card.notes.size() <= ${INTERVIEW_LIMITS.notesMax}`);
    expect(rule).toContain(`card.authorName.size() <= ${DISPLAY_NAME_MAX_LENGTH}`);
    expect(rule).toContain(`card.authorName == ${OWN_NAME}`);
  });

  it('matches only collections the contracts name, the analytics ones included', () => {
    const matched = [...rules.matchAll(/match \/([A-Za-z]+)\/\{/g)]
      .map((match) => match[1]!)
      .filter((name) => name !== 'databases');
    const known = Object.values(COLLECTIONS) as string[];
    for (const name of matched) expect(known).toContain(name);
    for (const name of Object.values(ANALYTICS_COLLECTIONS)) expect(matched).toContain(name);
  });

  it('holds the same limits: retention, feedback text and context, display name', () => {
    const audit = block('match /auditLogs/{entryId} {');
    const days = [...audit.matchAll(/duration\.value\((\d+), 'd'\)/g)].map((m) => Number(m[1]));
    // expireAt must fall within a day either side of the retention the clients write
    expect(days).toEqual([AUDIT_RETENTION_DAYS - 1, AUDIT_RETENTION_DAYS + 1]);

    const feedback = block('match /feedback/{feedbackId} {');
    expect(feedback).toContain(`request.resource.data.text.size() <= ${FEEDBACK_TEXT_MAX_LENGTH}`);
    const context = block('function validFeedbackContext(context) {');
    expect(context).toContain(`context.title.size() <= ${CONTEXT_TITLE_MAX_LENGTH}`);
    expect(context).toContain(`context.description.size() <= ${CONTEXT_DESCRIPTION_MAX_LENGTH}`);
    expect(context).toContain(`context.component.size() <= ${CONTEXT_COMPONENT_MAX_LENGTH}`);

    const users = block('match /users/{uid} {');
    const nameLimits = [...users.matchAll(/displayName\.size\(\) <= (\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(nameLimits.length).toBeGreaterThan(0);
    for (const limit of nameLimits) expect(limit).toBe(DISPLAY_NAME_MAX_LENGTH);
  });
});
