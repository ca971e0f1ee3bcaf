import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft } from '@/lib/drafts/drafts';
import { renderWithProviders } from '@/testing/test-utils';
import { ApplicationDetail } from '../components/application-detail';
import { draftNames } from '../constants';
import type { ScreeningJob } from '../types';
import { at, fake, SERVER_TIME } from './firestore-fake';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const id = 'northwind-frontend-engineer_seeker-lena';
const mia = { uid: 'employer-mia' };
const job: ScreeningJob = {
  id: 'northwind-frontend-engineer',
  title: 'Frontend Engineer',
  company: 'Northwind Talent',
  companyId: 'northwind-talent',
  skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
  status: 'open',
};

function storeApplication(overrides: Record<string, unknown> = {}) {
  fake.docs.set(`applications/${id}`, {
    jobId: job.id,
    jobTitle: job.title,
    companyId: job.companyId,
    companyName: job.company,
    source: 'applicant',
    applicantUid: 'seeker-lena',
    candidateId: null,
    candidate: {
      name: 'Lena Fischer',
      email: 'lena@example.com',
      title: 'Web developer',
      location: 'Hamburg, Germany',
      skills: ['React', 'CSS', 'Figma'],
      experience: '5 years',
      education: 'BSc Media Informatics',
      availability: 'In 1 month',
      salary: '$95k – $110k',
      imageUrl: null,
    },
    note: 'I build accessible design systems.',
    locale: 'de',
    stage: 'screening',
    sharedReason: null,
    createdAt: at('2026-11-02T09:00:00Z'),
    stageChangedAt: at('2026-11-03T09:00:00Z'),
    stageChangedBy: 'employer-omar',
    ...overrides,
  });
}

const renderDetail = () =>
  renderWithProviders(
    <ApplicationDetail applicationId={id} actor={mia} jobs={[job]} backHref="/candidates" />,
  );

async function moveTo(stage: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move to' }));
  await user.click(await screen.findByRole('menuitem', { name: stage }));
  return user;
}

describe('one candidate', () => {
  beforeEach(() => {
    fake.reset();
    Object.values(toast).forEach((fn) => fn.mockReset());
    storeApplication();
    // the profile names Mia on what she writes (firestore.rules compares the name with it)
    fake.docs.set('users/employer-mia', {
      uid: 'employer-mia',
      role: 'employer',
      displayName: 'Mia Rossi',
    });
    fake.docs.set(`applications/${id}/stageEvents/e1`, {
      from: 'applied',
      to: 'screening',
      by: 'employer-omar',
      byName: 'Omar Haddad',
      at: at('2026-11-03T09:00:00Z'),
      reason: null,
      reasonShared: false,
    });
    fake.docs.set(`applications/${id}/notes/n1`, {
      text: 'Strong portfolio.',
      authorUid: 'employer-omar',
      authorName: 'Omar Haddad',
      createdAt: at('2026-11-03T10:00:00Z'),
    });
  });

  it('shows the profile, the note, the match with the job, the history and the team’s notes', async () => {
    await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Lena Fischer' })).toBeInTheDocument();
    expect(screen.getByText('I build accessible design systems.')).toBeInTheDocument();
    // React and CSS of React, TypeScript, CSS, Accessibility
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(await screen.findByText('from Applied, by Omar Haddad')).toBeInTheDocument();
    expect(screen.getByText('Lena Fischer applied')).toBeInTheDocument();
    expect(await screen.findByText('Strong portfolio.')).toBeInTheDocument();
    expect(screen.getByText('Only your team sees these notes.')).toBeInTheDocument();
  });

  it('moves the candidate and records who did it', async () => {
    await renderDetail();
    await moveTo('Interview');
    await waitFor(() => expect(fake.batches).toHaveLength(1));
    const [batch] = fake.batches;
    const [eventRef] = batch!.set.mock.calls[0]!;
    expect(batch!.update.mock.calls[0]![1]).toEqual({
      stage: 'interview',
      sharedReason: null,
      stageChangedBy: 'employer-mia',
      stageChangedAt: SERVER_TIME,
      // the move names the event recording it (firestore.rules)
      stageEventId: (eventRef as { path: string }).path.split('/').at(-1),
    });
    expect(batch!.set.mock.calls[0]![1]).toMatchObject({
      from: 'screening',
      to: 'interview',
      by: 'employer-mia',
      byName: 'Mia Rossi',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({ title: 'Moved to Interview' }),
    );
  });

  it('asks for a reason before rejecting, and shares it only when asked', async () => {
    await renderDetail();
    const user = await moveTo('Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Fill in this field.')).toBeInTheDocument();
    expect(fake.batches).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Needs more TypeScript',
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Share the reason with the candidate' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [batch] = fake.batches;
    expect(batch!.update.mock.calls[0]![1]).toMatchObject({
      stage: 'rejected',
      sharedReason: 'Needs more TypeScript',
    });
    expect(batch!.set.mock.calls[0]![1]).toMatchObject({
      reason: 'Needs more TypeScript',
      reasonShared: true,
    });
    expect(readDraft(mia.uid, draftNames.rejection(id))).toBeNull();
  });

  it('discards the reason being typed on Cancel: the dialog opens empty again', async () => {
    await renderDetail();
    let user = await moveTo('Rejected');
    let dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Salary too high');
    expect(readDraft(mia.uid, draftNames.rejection(id))).toMatchObject({
      reason: 'Salary too high',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readDraft(mia.uid, draftNames.rejection(id))).toBeNull();
    expect(fake.batches).toHaveLength(0);

    user = await moveTo('Rejected');
    dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
    expect(
      within(dialog).queryByText('The reason you had started was restored.'),
    ).not.toBeInTheDocument();
  });

  it('keeps the reason being typed when the dialog is only closed (Escape)', async () => {
    await renderDetail();
    let user = await moveTo('Rejected');
    let dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Salary too high');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readDraft(mia.uid, draftNames.rejection(id))).toMatchObject({
      reason: 'Salary too high',
    });
    user = await moveTo('Rejected');
    dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Salary too high');
  });

  it('keeps a rejection reason being typed through a session timeout', async () => {
    const first = await renderDetail();
    let user = await moveTo('Rejected');
    let dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Salary too high');
    // the session ends: the screen goes away with the dialog open
    first.unmount();

    await renderDetail();
    user = await moveTo('Rejected');
    dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Salary too high');
    expect(
      within(dialog).getByText('The reason you had started was restored.'),
    ).toBeInTheDocument();
  });

  it('restores a team note being typed, and drops the draft once the note is saved', async () => {
    localStorage.setItem(
      draftKey(mia.uid, draftNames.note(id)),
      JSON.stringify({ text: 'Call her back on Monday' }),
    );
    await renderDetail();
    const note = await screen.findByRole('textbox', { name: 'Add a note' });
    await waitFor(() => expect(note).toHaveValue('Call her back on Monday'));
    expect(screen.getByText('The note you had started was restored.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(fake.addDoc).toHaveBeenCalledWith(
        expect.objectContaining({ path: `applications/${id}/notes` }),
        expect.objectContaining({ text: 'Call her back on Monday', authorName: 'Mia Rossi' }),
      ),
    );
    await waitFor(() => expect(note).toHaveValue(''));
    expect(localStorage.getItem(draftKey(mia.uid, draftNames.note(id)))).toBeNull();
  });

  it('does not offer to share the reason for a talent-pool candidate (they have no account)', async () => {
    storeApplication({ source: 'talentPool', applicantUid: null, candidateId: 'candidate-001' });
    await renderDetail();
    await moveTo('Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Lena Fischer' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
