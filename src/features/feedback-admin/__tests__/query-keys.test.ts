// The feedback console's queries take their keys from feedbackAdminKeys; an edited feature is read
// again here and in everyone's suggestions panel.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { feedbackAdminKeys } from '../api/query-keys';

describe('feedbackAdminKeys', () => {
  it('gives the features, the inbox and the components keys of their own', () => {
    expect(feedbackAdminKeys.features()).toEqual(['feedback-admin', 'features']);
    expect(feedbackAdminKeys.inbox({ component: 'Candidates' })).toEqual([
      'feedback-admin',
      'inbox',
      { component: 'Candidates' },
    ]);
    expect(feedbackAdminKeys.components()).toEqual(['feedback-admin', 'components']);
  });

  it('reaches the suggestions panel’s queries (features/…) and none of its own', () => {
    expect(partialMatchKey(['features', 'suggestions', 'u1'], feedbackAdminKeys.suggestions)).toBe(
      true,
    );
    expect(partialMatchKey(feedbackAdminKeys.features(), feedbackAdminKeys.suggestions)).toBe(
      false,
    );
  });
});
