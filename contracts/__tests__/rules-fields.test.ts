// firestore.rules writes each collection's field lists by hand (the rules language cannot import
// them): these tests fail when a list there and the collection's contract disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_COLLECTIONS } from '../analytics';
import { AUDIT_ACTIONS, AUDIT_RETENTION_DAYS, auditLogSchema } from '../audit';
import { COLLECTIONS } from '../collections';
import { companySchema, memberSchema } from '../company';
import {
  CONTEXT_COMPONENT_MAX_LENGTH,
  CONTEXT_DESCRIPTION_MAX_LENGTH,
  CONTEXT_TITLE_MAX_LENGTH,
  feedbackContextSchema,
  feedbackSchema,
  FEEDBACK_SOURCES,
  FEEDBACK_TEXT_MAX_LENGTH,
  voterSchema,
} from '../feedback';
import { fieldNames } from '../fields';
import { savedJobSchema } from '../job';
import { LOCALES } from '../locales';
import { ROLES, SELF_SERVICE_ROLES, TEAM_PERMISSION_FLAGS } from '../roles';
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

describe('firestore.rules agrees with the contracts', () => {
  it('lets a person create their profile with exactly the self-created fields of the profile', () => {
    const fields = onlyList(block('match /users/{uid} {'));
    expect(sorted(fields)).toEqual(sorted(SELF_CREATED_PROFILE_FIELDS));
    for (const field of fields) expect(fieldNames(userProfileSchema)).toContain(field);
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
    const actions = lists(rule, 'request.resource.data.action in ')[0]!;
    // a security alert is raised by the server alone
    expect(sorted(actions)).toEqual(sorted(AUDIT_ACTIONS.filter((a) => a !== 'SECURITY_ALERT')));
  });

  it('creates a company with the fields of its schema', () => {
    expect(sorted(onlyList(block('match /companies/{companyId} {')))).toEqual(
      sorted(fieldNames(companySchema)),
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
