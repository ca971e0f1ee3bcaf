import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '@/lib/drafts/drafts';
import { renderWithProviders } from '@/testing/test-utils';
import type { ScorecardInput } from '../api/submit-scorecard';
import { ScorecardForm } from '../components/scorecard-form';
import { draftNames } from '../constants';

const attributes = ['communication', 'problemSolving', 'React'];
const draftName = draftNames.scorecard('interview-1');

async function renderForm(onSubmit = vi.fn((_input: ScorecardInput) => Promise.resolve())) {
  const view = await renderWithProviders(
    <ScorecardForm
      interviewId="interview-1"
      attributes={attributes}
      uid="omar"
      submitted={null}
      onSubmit={onSubmit}
    />,
  );
  await screen.findByRole('form', { name: 'Scorecard' });
  return { onSubmit, ...view };
}

const form = () => screen.getByRole('form', { name: 'Scorecard' });
const rating = (attribute: string, value: number) =>
  within(within(form()).getByRole('group', { name: attribute })).getByRole('radio', {
    name: new RegExp(`^${value} of 5`),
  });

describe('the scorecard form', () => {
  it('rates each attribute (the defaults translated, skills as written) and sends the scorecard', async () => {
    const { onSubmit } = await renderForm();
    const user = userEvent.setup();
    await user.click(rating('Communication', 4));
    await user.click(rating('Problem solving', 3));
    await user.click(rating('React', 5));
    await user.click(within(form()).getByRole('radio', { name: 'Strong yes' }));
    await user.type(within(form()).getByRole('textbox', { name: 'Notes' }), 'Clear answers.');
    await user.click(within(form()).getByRole('button', { name: 'Submit scorecard' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      ratings: { communication: 4, problemSolving: 3, React: 5 },
      recommendation: 'strongYes',
      notes: 'Clear answers.',
    });
    expect(await screen.findByText('Your scorecard was submitted.')).toBeVisible();
    expect(readDraft('omar', draftName)).toBeNull();
  });

  it('asks for every rating and a recommendation', async () => {
    const { onSubmit } = await renderForm();
    const user = userEvent.setup();
    await user.click(rating('Communication', 4));
    await user.click(within(form()).getByRole('button', { name: 'Submit scorecard' }));
    const react = within(form()).getByRole('group', { name: 'React' });
    expect(await within(react).findByText('Fill in this field.')).toBeVisible();
    expect(
      within(within(form()).getByRole('group', { name: 'Overall recommendation' })).getByText(
        'Fill in this field.',
      ),
    ).toBeVisible();
    expect(
      within(within(form()).getByRole('group', { name: 'Communication' })).queryByText(
        'Fill in this field.',
      ),
    ).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what is typed as a draft and restores it after a reload', async () => {
    const first = await renderForm();
    const user = userEvent.setup();
    await user.click(rating('React', 2));
    await user.click(within(form()).getByRole('radio', { name: 'No' }));
    await user.type(within(form()).getByRole('textbox', { name: 'Notes' }), 'Needs more depth');
    await waitFor(() =>
      expect(readDraft('omar', draftName)).toMatchObject({
        ratings: [null, null, 2],
        recommendation: 'no',
        notes: 'Needs more depth',
      }),
    );
    first.unmount();

    await renderForm();
    expect(await screen.findByText('Your unsent scorecard was restored.')).toBeVisible();
    expect(rating('React', 2)).toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(form()).getByRole('textbox', { name: 'Notes' })).toHaveValue('Needs more depth');
  });

  it('restores a stored draft and keeps it when submitting fails', async () => {
    writeDraft('omar', draftName, {
      ratings: [5, 4, 3],
      recommendation: 'yes',
      notes: 'Strong communicator',
    });
    const { onSubmit } = await renderForm(vi.fn(() => Promise.reject(new Error('offline'))));
    const user = userEvent.setup();
    expect(await screen.findByText('Your unsent scorecard was restored.')).toBeVisible();
    await user.click(within(form()).getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText('Your scorecard could not be submitted.')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledWith({
      ratings: { communication: 5, problemSolving: 4, React: 3 },
      recommendation: 'yes',
      notes: 'Strong communicator',
    });
    expect(readDraft('omar', draftName)).toMatchObject({ notes: 'Strong communicator' });
    expect(within(form()).getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Strong communicator',
    );
  });
});
