import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STAGES } from '@contracts/application';
import { renderWithProviders } from '@/testing/test-utils';
import { MyApplications } from '../components/my-applications';
import { COMPACT_APPLICATIONS } from '../constants';
import { at, fake } from './firestore-fake';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
// one-time reads take the SDK's lite build: the same fake
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);

const application = (jobId: string, overrides: Record<string, unknown> = {}) => ({
  jobId,
  jobTitle: `Job ${jobId}`,
  companyId: 'northwind-talent',
  companyName: 'Northwind Talent',
  applicantUid: 'seeker-sam',
  source: 'applicant',
  stage: 'applied',
  sharedReason: null,
  createdAt: at('2026-11-02T09:00:00Z'),
  stageChangedAt: at('2026-11-02T09:00:00Z'),
  ...overrides,
});

const renderList = (options: { locale?: 'en' | 'ar'; variant?: 'full' | 'compact' } = {}) =>
  renderWithProviders(
    <MyApplications
      uid="seeker-sam"
      variant={options.variant}
      jobHref={(jobId) => `/jobs/${jobId}`}
      searchHref="/jobs"
      allHref="/applications"
    />,
    { locale: options.locale },
  );

describe('my applications', () => {
  beforeEach(() => fake.reset());

  it('names each stage in a job seeker’s words, with the date and a shared reason', async () => {
    fake.docs.set('applications/a_seeker-sam', application('a', { stage: 'screening' }));
    fake.docs.set(
      'applications/b_seeker-sam',
      application('b', {
        stage: 'rejected',
        sharedReason: 'We hired someone with more Go experience.',
        stageChangedAt: at('2026-11-05T09:00:00Z'),
      }),
    );
    fake.docs.set('applications/c_seeker-sam', application('c', { stage: 'rejected' }));
    await renderList();
    const a = await screen.findByRole('listitem', { name: 'Job a' });
    expect(within(a).getByText('Under review')).toBeInTheDocument();
    expect(within(a).getByText(/Applied on Nov 2, 2026/)).toBeInTheDocument();
    expect(within(a).getByRole('link', { name: 'Job a' })).toHaveAttribute('href', '/jobs/a');
    const b = screen.getByRole('listitem', { name: 'Job b' });
    expect(within(b).getByText('Not selected')).toBeInTheDocument();
    expect(within(b).getByText('We hired someone with more Go experience.')).toBeInTheDocument();
    expect(within(b).getByText('Updated on Nov 5, 2026')).toBeInTheDocument();
    // a reason the team kept for itself is never shown
    const c = screen.getByRole('listitem', { name: 'Job c' });
    expect(within(c).queryByText('Message from the employer:')).not.toBeInTheDocument();
    // the team's word is never used for the person's own application
    expect(screen.queryByText('Rejected')).not.toBeInTheDocument();
  });

  it('follows the stage live as the employer moves the application', async () => {
    fake.docs.set('applications/a_seeker-sam', application('a'));
    await renderList();
    const item = await screen.findByRole('listitem', { name: 'Job a' });
    expect(within(item).getByText('Application received')).toBeInTheDocument();
    // the move comes once the listener is there (its first snapshot would show any stage)
    await vi.waitFor(() => expect(fake.listeners).toHaveLength(1));
    act(() => {
      fake.docs.set('applications/a_seeker-sam', application('a', { stage: 'interview' }));
      fake.emit();
    });
    expect(await within(item).findByText('Interviewing')).toBeInTheDocument();
    expect(within(item).queryByText('Application received')).not.toBeInTheDocument();
  });

  it('shows only the person’s own applications', async () => {
    fake.docs.set('applications/a_seeker-sam', application('a'));
    fake.docs.set(
      'applications/a_other',
      application('a', { applicantUid: 'other', jobTitle: 'Theirs' }),
    );
    await renderList();
    await screen.findByRole('listitem', { name: 'Job a' });
    expect(screen.queryByText('Theirs')).not.toBeInTheDocument();
    // the listener starts in a task of its own once the data has shown
    await vi.waitFor(() => expect(fake.listeners).toHaveLength(1));
    const query = fake.listeners[0]!.ref.constraints;
    expect(query).toContainEqual({ where: ['applicantUid', '==', 'seeker-sam'] });
    expect(query).toContainEqual({ orderBy: ['createdAt', 'desc'] });
  });

  it('on the dashboard: how many, the latest few and a link to all', async () => {
    for (const [index, stage] of APPLICATION_STAGES.entries()) {
      fake.docs.set(`applications/j${index}_seeker-sam`, application(`j${index}`, { stage }));
    }
    await renderList({ variant: 'compact' });
    expect(await screen.findByText('applications sent')).toBeInTheDocument();
    expect(screen.getByText(String(APPLICATION_STAGES.length))).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(COMPACT_APPLICATIONS);
    expect(screen.getByRole('link', { name: 'View all applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('invites a search when there is nothing yet', async () => {
    await renderList();
    expect(await screen.findByText('You have not applied to any job yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('in Arabic: right to left, the stage and the reason label in Arabic', async () => {
    fake.docs.set(
      'applications/a_seeker-sam',
      application('a', { stage: 'rejected', sharedReason: 'تم اختيار مرشح آخر.' }),
    );
    await renderList({ locale: 'ar' });
    const item = await screen.findByRole('listitem', { name: 'Job a' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(item).getByText('لم يقع الاختيار عليك')).toBeInTheDocument();
    expect(within(item).getByText('رسالة من صاحب العمل:')).toBeInTheDocument();
    expect(within(item).getByText('تم اختيار مرشح آخر.')).toHaveAttribute('dir', 'auto');
  });
});
