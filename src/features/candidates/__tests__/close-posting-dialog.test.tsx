// Closing a posting with its open candidates in mind: the dialog counts those still waiting
// (not the rejected or hired), closes the posting and, when asked, rejects them all in one bulk
// action with the shared reason; without notifying, it only closes; a close that fails says so
// and notifies nobody.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ClosePostingDialog } from '../components/close-posting-dialog';
import { at, fake } from './firestore-fake';

const mocks = vi.hoisted(() => ({
  callFunction: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
// one-time reads take the SDK's lite build: the same fake
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);
vi.mock('@/lib/firebase/functions', () => ({ callFunction: mocks.callFunction }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));

const COMPANY = 'northwind-talent';
const JOB = 'northwind-frontend-engineer';
const STAGES = { lena: 'interview', kenji: 'applied', noor: 'rejected', omar: 'hired' } as const;
const idOf = (key: string) => `${JOB}_${key}`;

async function renderDialog(close: () => Promise<void>) {
  const onOpenChange = vi.fn();
  return {
    onOpenChange,
    rendered: await renderWithProviders(
      <ClosePostingDialog
        companyId={COMPANY}
        uid="employer-mia"
        posting={{ id: JOB, title: 'Frontend Engineer' }}
        isOpen
        onOpenChange={onOpenChange}
        close={close}
      />,
    ),
  };
}

describe('closing a posting', () => {
  beforeEach(() => {
    fake.reset();
    mocks.callFunction.mockReset();
    localStorage.clear();
    Object.entries(STAGES).forEach(([key, stage], index) =>
      fake.docs.set(`applications/${idOf(key)}`, {
        jobId: JOB,
        jobTitle: 'Frontend Engineer',
        companyId: COMPANY,
        companyName: 'Northwind Talent',
        source: 'applicant',
        applicantUid: key,
        candidateId: null,
        candidate: { name: key.toUpperCase(), skills: [] },
        stage,
        createdAt: at(`2026-11-0${index + 1}T09:00:00Z`),
      }),
    );
  });

  it('notifies the open candidates with one bulk rejection once the posting is closed', async () => {
    const order: string[] = [];
    const close = vi.fn(() => {
      order.push('close');
      return Promise.resolve();
    });
    mocks.callFunction.mockImplementation(() => {
      order.push('reject');
      return Promise.resolve({
        bulkId: 'run-1',
        items: ['lena', 'kenji'].map((key) => ({
          applicationId: idOf(key),
          status: 'done',
          reason: null,
        })),
      });
    });
    const user = userEvent.setup();
    await renderDialog(close);
    const dialog = await screen.findByRole('dialog', { name: 'Close “Frontend Engineer”?' });
    const notify = await within(dialog).findByRole('checkbox', {
      name: /Notify the 2 open candidates \(rejection mail\)/,
    });
    expect(notify).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue(
      'The position has been closed. Thank you for your interest.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close posting' }));
    await waitFor(() => expect(mocks.callFunction).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['close', 'reject']);
    const [name, input] = mocks.callFunction.mock.calls[0]! as [string, Record<string, unknown>];
    expect(name).toBe('runBulkCandidateAction');
    expect(input).toEqual({
      companyId: COMPANY,
      applicationIds: expect.arrayContaining([idOf('lena'), idOf('kenji')]) as string[],
      action: {
        kind: 'reject',
        reason: 'The position has been closed. Thank you for your interest.',
        share: true,
      },
    });
    expect(input.applicationIds).toHaveLength(2);
    expect(await within(dialog).findByText('2 done, 0 failed')).toBeInTheDocument();
  });

  it('only closes when the team does not notify', async () => {
    const close = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    const { onOpenChange } = await renderDialog(close);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Notify/ }));
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close posting' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(close).toHaveBeenCalledTimes(1);
    expect(mocks.callFunction).not.toHaveBeenCalled();
  });

  it('notifies nobody and keeps the reason when the posting could not be closed', async () => {
    const close = vi.fn(() => Promise.reject(new Error('denied')));
    const user = userEvent.setup();
    await renderDialog(close);
    const dialog = await screen.findByRole('dialog');
    const reason = await within(dialog).findByRole('textbox', { name: /Reason/ });
    await user.clear(reason);
    await user.type(reason, 'Filled internally');
    await user.click(within(dialog).getByRole('button', { name: 'Close posting' }));
    expect(
      await within(dialog).findByText('The posting could not be closed. Try again.'),
    ).toBeInTheDocument();
    expect(mocks.callFunction).not.toHaveBeenCalled();
    expect(reason).toHaveValue('Filled internally');
  });
});
