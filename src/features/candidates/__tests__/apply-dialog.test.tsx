import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_LIMITS } from '@contracts/application';
import { renderWithProviders } from '@/testing/test-utils';
import { ApplyButton } from '../components/apply-button';
import { at, auth, fake } from './firestore-fake';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);
vi.mock('@/lib/firebase/auth', async () => (await import('./firestore-fake')).authModule);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const sam = { uid: 'seeker-sam' };
const posting = {
  title: 'Frontend Engineer',
  company: 'Northwind Talent',
  companyId: 'northwind-talent',
  status: 'open',
  skills: ['React'],
};
const applicationPath = 'applications/northwind-frontend-engineer_seeker-sam';

const renderButton = (
  jobId = 'northwind-frontend-engineer',
  locale: 'en' | 'ar' = 'en',
  openAtStart = false,
) =>
  renderWithProviders(
    <ApplyButton
      jobId={jobId}
      applicant={sam}
      applicationsHref="/my-applications"
      openAtStart={openAtStart}
    />,
    { locale },
  );

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Apply for Frontend Engineer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply for Frontend Engineer' });
  return { user, dialog };
}

describe('applying in the app', () => {
  beforeEach(() => {
    fake.reset();
    Object.values(toast).forEach((fn) => fn.mockReset());
    auth.currentUser = { uid: sam.uid, email: 'seeker@jobs.test' };
    fake.docs.set('users/seeker-sam', {
      uid: sam.uid,
      role: 'jobSeeker',
      displayName: 'Sam Carter',
      email: 'seeker@jobs.test',
    });
    fake.docs.set('jobs/northwind-frontend-engineer', posting);
    fake.docs.set('jobs/job-000001', { ...posting, companyId: '', company: 'Contoso' });
    fake.docs.set('jobs/northwind-elsewhere', {
      ...posting,
      applyUrl: 'https://careers.example.com/northwind/elsewhere',
    });
  });

  it.each([
    ['the board’s sample jobs (no company)', 'job-000001'],
    ['a posting with its own application page', 'northwind-elsewhere'],
  ])('offers no in-app application on %s: they keep their own link', async (_case, jobId) => {
    await renderButton(jobId);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });

  it('offers it on an open posting of an employer', async () => {
    await renderButton();
    expect(
      await screen.findByRole('button', { name: 'Apply for Frontend Engineer' }),
    ).toHaveTextContent('Apply');
  });

  it('opens the form at once when a public page sent the person here to apply', async () => {
    await renderButton('northwind-frontend-engineer', 'en', true);
    expect(
      await screen.findByRole('dialog', { name: 'Apply for Frontend Engineer' }),
    ).toBeInTheDocument();
  });

  it('opens nothing at start once the person has applied', async () => {
    fake.docs.set(applicationPath, {
      jobId: 'northwind-frontend-engineer',
      applicantUid: sam.uid,
      stage: 'applied',
    });
    await renderButton('northwind-frontend-engineer', 'en', true);
    expect(
      await screen.findByRole('link', { name: 'Applied · Application received' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the fields, sends the application and then shows "Applied · <stage>"', async () => {
    await renderButton();
    const { user, dialog } = await openDialog();
    expect(
      await within(dialog).findByText('Sent as Sam Carter (seeker@jobs.test)'),
    ).toBeInTheDocument();
    const skills = within(dialog).getByRole('textbox', { name: 'Skills' });
    await user.type(skills, `React, ${'x'.repeat(APPLICATION_LIMITS.skillMax + 1)}`);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText(
        `A skill has at most ${APPLICATION_LIMITS.skillMax} characters.`,
      ),
    ).toBeInTheDocument();
    expect(fake.setDoc).not.toHaveBeenCalled();

    await user.clear(skills);
    await user.type(skills, 'React, CSS, react');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the employer (optional)' }),
      'Hello there',
    );
    expect(within(dialog).getByText('11 of 1,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [ref, data] = fake.setDoc.mock.calls[0]!;
    expect(ref.path).toBe(applicationPath);
    expect(data).toMatchObject({
      note: 'Hello there',
      stage: 'applied',
      candidate: { skills: ['React', 'CSS'], name: 'Sam Carter', email: 'seeker@jobs.test' },
    });
    expect(toast.success).toHaveBeenCalledWith({
      title: 'Application sent',
      description: 'Follow its progress in My applications.',
    });
    expect(
      await screen.findByRole('link', { name: 'Applied · Application received' }),
    ).toHaveAttribute('href', '/my-applications');
  });

  it('sends (and says it sends) the account’s e-mail and no name when the profile has none', async () => {
    fake.docs.set('users/seeker-sam', { uid: sam.uid, role: 'jobSeeker', email: 'old@jobs.test' });
    auth.currentUser = { uid: sam.uid, email: 'sam.carter@jobs.test' };
    await renderButton();
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('Sent as - (sam.carter@jobs.test)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(fake.setDoc).toHaveBeenCalledTimes(1));
    expect(fake.setDoc.mock.calls[0]![1]).toMatchObject({
      candidate: { name: '', email: 'sam.carter@jobs.test' },
    });
  });

  it('says "You have already applied" when the application exists already', async () => {
    await renderButton();
    const { user, dialog } = await openDialog();
    // applied meanwhile (another tab): the rules refuse the second write
    fake.docs.set(applicationPath, { jobId: 'northwind-frontend-engineer', applicantUid: sam.uid });
    fake.setDoc.mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied');
  });

  it('starts from the person’s previous application, without its note', async () => {
    fake.docs.set('applications/other-job_seeker-sam', {
      jobId: 'other-job',
      applicantUid: sam.uid,
      note: 'Old note',
      createdAt: at('2026-10-01T00:00:00Z'),
      candidate: {
        name: 'Sam Carter',
        email: 'seeker@jobs.test',
        title: 'Web developer',
        location: 'Leeds, United Kingdom',
        skills: ['React', 'CSS'],
        experience: '4 years',
        education: '',
        availability: '',
        salary: '',
        imageUrl: null,
      },
    });
    await renderButton();
    const { dialog } = await openDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Current title' })).toHaveValue(
        'Web developer',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Skills' })).toHaveValue('React, CSS');
    expect(
      within(dialog).getByRole('textbox', { name: 'Note to the employer (optional)' }),
    ).toHaveValue('');
  });

  it('shows "Applied" with the stage, in the job seeker’s words, once applied', async () => {
    fake.docs.set(applicationPath, {
      jobId: 'northwind-frontend-engineer',
      applicantUid: sam.uid,
      stage: 'screening',
    });
    await renderButton();
    expect(await screen.findByRole('link', { name: 'Applied · Under review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });
});
