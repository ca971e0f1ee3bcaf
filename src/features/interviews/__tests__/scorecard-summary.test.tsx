// The team's scorecards side by side: one column per interviewer, the average, the rows that differ.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findGridWithRows, renderWithProviders } from '@/testing/test-utils';
import { ScorecardSummary } from '../components/scorecard-summary';
import type { Scorecard } from '../types';

const card = (authorName: string, ratings: Record<string, number>): Scorecard => ({
  authorUid: authorName.toLowerCase(),
  authorName,
  ratings,
  recommendation: 'yes',
  notes: '',
  submittedAt: null,
});

describe('ScorecardSummary', () => {
  it("lists each attribute with every interviewer's rating and the average, marking where they differ", async () => {
    await renderWithProviders(
      <ScorecardSummary
        attributes={['communication', 'problemSolving']}
        scorecards={[
          card('Mia', { communication: 5, problemSolving: 3 }),
          card('Noah', { communication: 1 }),
        ]}
      />,
    );
    const table = await findGridWithRows('Ratings by attribute and interviewer, with the average');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Attribute', 'Mia', 'Noah', 'Average'],
      ['Communication⚠ Interviewers differ', '5', '1', '3.0'],
      ['Problem solving', '3', '–', '3.0'],
    ]);
    const differing = within(table).getByRole('rowheader', { name: /Communication/ });
    expect(differing.closest('[role="row"]')).toHaveClass('scorecard-differ');
  });
});
