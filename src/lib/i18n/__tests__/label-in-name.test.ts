// WCAG 2.5.3 (label in name), for every control whose accessible name says more than its visible
// text ("Edit" named "Edit permissions of Mia"): in every language the name holds the visible text
// as it is shown, so a person who speaks the button's label to voice control reaches it. axe's
// `label-content-name-mismatch` checks the screens one by one; this checks every pair in all six.
import { describe, expect, it } from 'vitest';
import { allResources } from '@/testing/test-utils';
import { LANGUAGE_CODES } from '../languages';

type Tree = { [key: string]: string | Tree };

/** [the accessible name's key, the visible text's key], as the components pair them. */
const PAIRS: [name: string, visible: string][] = [
  ['audit.detail.open', 'audit.detail.openShort'],
  ['candidates.apply.applyNamed', 'candidates.apply.open'],
  ['candidates.pool.addNamed', 'candidates.pool.add'],
  ['candidates.pool.addToJobNamed', 'candidates.pool.add'],
  ['careerRoles.removeNamed', 'careerRoles.remove'],
  ['careerRoles.setActiveNamed', 'careerRoles.setActive'],
  ['careerRoles.addNamed', 'careerRoles.add'],
  ['feedbackAdmin.features.editOf', 'feedbackAdmin.features.edit'],
  ['feedbackAdmin.features.removeOf', 'feedbackAdmin.features.remove'],
  ['interviews.ics.downloadFor', 'interviews.ics.download'],
  ['jobSearch.hidden.hide', 'jobSearch.hidden.hideShort'],
  ['postings.actions.candidatesFor', 'postings.actions.candidates'],
  ['publicLink.copyFor', 'publicLink.copy'],
  ['reports.downloadCsvLabel', 'reports.downloadCsv'],
  ['savedJobs.removeNamed', 'savedJobs.remove'],
  ['team.invitations.revokeOf', 'team.invitations.revoke'],
  ['team.members.editOf', 'team.members.edit'],
  ['team.members.removeOf', 'team.members.remove'],
  ['userAdmin.closeJob.buttonFor', 'userAdmin.closeJob.button'],
  ['integrations.webhooks.actions.editLabel', 'integrations.webhooks.actions.edit'],
  ['integrations.webhooks.actions.testLabel', 'integrations.webhooks.actions.test'],
  ['integrations.webhooks.actions.rotateLabel', 'integrations.webhooks.actions.rotate'],
  ['integrations.webhooks.actions.deleteLabel', 'integrations.webhooks.actions.delete'],
];

function lookup(tree: Tree, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No message ${key}`);
  return value;
}

/** A message as shown: its placeholders filled, its spaces and case evened out. */
const shown = (text: string) =>
  text
    .replace(/{{\s*\w+(,\s*\w+)?\s*}}/g, 'X')
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();

describe('label in name', () => {
  for (const language of LANGUAGE_CODES) {
    it(`holds the visible text in the accessible name, in ${language}`, () => {
      const common = allResources[language]?.common as Tree;
      const mismatches = PAIRS.filter(
        ([name, visible]) => !shown(lookup(common, name)).includes(shown(lookup(common, visible))),
      ).map(
        ([name, visible]) => `${name} ("${lookup(common, name)}") ∌ "${lookup(common, visible)}"`,
      );
      expect(mismatches).toEqual([]);
    });
  }
});
