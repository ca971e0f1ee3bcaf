import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findGridWithRows, renderWithProviders } from '@/testing/test-utils';
import { CandidatesPage } from '../components/candidates-page';
import type { ScreeningJob } from '../types';
import { at, fake } from './firestore-fake';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
// one-time reads take the SDK's lite build: the same fake
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const base = {
  company: 'Northwind Talent',
  companyId: 'northwind-talent',
  status: 'open' as const,
};
const frontend: ScreeningJob = {
  ...base,
  id: 'northwind-frontend-engineer',
  title: 'Frontend Engineer',
  skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
};
const dataEngineer: ScreeningJob = {
  ...base,
  id: 'northwind-data-engineer',
  title: 'Data Engineer',
  skills: ['Python', 'SQL'],
};

function storeApplication(
  key: string,
  job: ScreeningJob,
  name: string,
  fields: {
    skills: string[];
    location: string;
    stage: string;
    createdAt: string;
    stageChangedAt?: string;
  },
) {
  fake.docs.set(`applications/${job.id}_${key}`, {
    jobId: job.id,
    jobTitle: job.title,
    companyId: 'northwind-talent',
    companyName: 'Northwind Talent',
    source: 'applicant',
    applicantUid: key,
    candidateId: null,
    candidate: {
      name,
      email: '',
      title: 'Engineer',
      location: fields.location,
      skills: fields.skills,
      experience: '',
      education: '',
      availability: '',
      salary: '',
      imageUrl: null,
    },
    stage: fields.stage,
    createdAt: at(fields.createdAt),
    stageChangedAt: at(fields.stageChangedAt ?? fields.createdAt),
  });
}

const renderPage = (jobId: string | null = null, responseDays?: number) =>
  renderWithProviders(
    <CandidatesPage
      companyId="northwind-talent"
      jobs={[frontend, dataEngineer]}
      jobId={jobId}
      onJobChange={vi.fn()}
      actor={{ uid: 'employer-mia' }}
      applicationHref={(id) => `/candidates/${id}`}
      responseDays={responseDays}
    />,
  );

/** The candidates' names, in the order the table shows them. */
const shownNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

describe('the candidates screen', () => {
  beforeEach(() => {
    fake.reset();
    Object.values(toast).forEach((fn) => fn.mockReset());
    fake.docs.set('users/employer-mia', {
      uid: 'employer-mia',
      role: 'employer',
      displayName: 'Mia Rossi',
    });
    storeApplication('lena', frontend, 'Lena Fischer', {
      skills: ['React', 'TypeScript', 'CSS'],
      location: 'Hamburg, Germany',
      stage: 'interview',
      createdAt: '2026-11-01T09:00:00Z',
    });
    storeApplication('kenji', frontend, 'Kenji Sato', {
      skills: ['React'],
      location: 'Lyon, France',
      stage: 'applied',
      createdAt: '2026-11-04T09:00:00Z',
    });
    storeApplication('noor', dataEngineer, 'Noor Haddad', {
      skills: ['Python', 'SQL'],
      location: 'Madrid, Spain',
      stage: 'screening',
      createdAt: '2026-11-02T09:00:00Z',
    });
    fake.docs.set('candidates/candidate-001', {
      id: 'candidate-001',
      companyId: 'northwind-talent',
      name: 'Priya Natarajan',
      title: 'Frontend Engineer',
      location: 'Leeds, United Kingdom',
      skills: ['React', 'CSS', 'Accessibility'],
      experience: '7 years',
      education: 'MSc Computer Science',
      matchScore: 91,
      imageUrl: null,
      availability: 'In 2 weeks',
      salary: '$100k – $120k',
      createdAt: at('2026-10-20T00:00:00Z'),
    });
  });

  it('lists the pipeline across jobs, scored against each one’s job, best match first', async () => {
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    expect(shownNames(table)).toEqual(['Noor Haddad', 'Lena Fischer', 'Kenji Sato']);
    const lena = within(table).getByRole('row', { name: /Lena Fischer/ });
    expect(within(lena).getByText('75%')).toBeInTheDocument();
    expect(within(lena).getByText('Interview')).toBeInTheDocument();
    expect(within(lena).getByText('Frontend Engineer')).toBeInTheDocument();
    // an initials avatar stands in for the missing picture
    expect(within(lena).getByText('LF')).toBeInTheDocument();
    expect(within(lena).getByRole('link', { name: 'Lena Fischer' })).toHaveAttribute(
      'href',
      '/candidates/northwind-frontend-engineer_lena',
    );
    expect(screen.getByText('3 candidates')).toBeInTheDocument();
  });

  it('filters by stage', async () => {
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'interview');
    expect(shownNames(table)).toEqual(['Lena Fischer']);
  });

  it('filters by a minimum match score', async () => {
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.click(screen.getByRole('textbox', { name: 'Minimum match score (%)' }));
    await user.paste('60');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownNames(table)).toEqual(['Noor Haddad', 'Lena Fischer']));
    expect(screen.getByText('2 of 3 candidates')).toBeInTheDocument();
  });

  it('filters by skills (all of them, any case) and by location', async () => {
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.click(screen.getByRole('textbox', { name: 'Skills' }));
    await user.paste('react, css');
    expect(shownNames(table)).toEqual(['Lena Fischer']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByRole('textbox', { name: 'Location' }));
    await user.paste('lyon');
    expect(shownNames(table)).toEqual(['Kenji Sato']);
  });

  it('sorts by date, newest first', async () => {
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'date');
    expect(shownNames(table)).toEqual(['Kenji Sato', 'Noor Haddad', 'Lena Fischer']);
  });

  it('asks the server for one job’s pipeline when a job is chosen', async () => {
    await renderPage(frontend.id);
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    expect(shownNames(table)).toEqual(['Lena Fischer', 'Kenji Sato']);
    // the listeners start one per task once the data has shown
    await vi.waitFor(() => {
      const constraints = fake.listeners.map((listener) => listener.ref.constraints ?? []);
      expect(constraints).toContainEqual([
        { where: ['companyId', '==', 'northwind-talent'] },
        { where: ['jobId', '==', frontend.id] },
        { orderBy: ['createdAt', 'desc'] },
      ]);
    });
  });

  it('keeps its columns, and the focused cell, as the company’s jobs arrive after one job’s pipeline', async () => {
    let jobsArrive = () => {};
    function JobsLater() {
      const [pending, setPending] = useState(true);
      jobsArrive = () => setPending(false);
      return (
        <CandidatesPage
          companyId="northwind-talent"
          jobs={pending ? [] : [frontend, dataEngineer]}
          jobsPending={pending}
          jobId={frontend.id}
          onJobChange={vi.fn()}
          actor={{ uid: 'employer-mia' }}
          applicationHref={(id) => `/candidates/${id}`}
        />
      );
    }
    await renderWithProviders(<JobsLater />);
    const table = await findGridWithRows('Pipeline');
    const headings = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent);
    // one job's pipeline: no job column, before the jobs are known or after
    expect(headings()).not.toContain('Job');
    const lena = within(table).getByRole('row', { name: /Lena Fischer/ });
    // the cell after the name (the first gridcell holds the checkbox)
    const place = within(lena).getAllByRole('gridcell')[1]!;
    act(() => place.focus());
    act(() => jobsArrive());
    // the chosen job is known: its skills are shown
    await screen.findByText(/React, TypeScript, CSS, Accessibility/);
    expect(headings()).not.toContain('Job');
    // a keyboard user's place in the table stays where it was
    expect(place).toHaveFocus();
  });

  it('shows the talent pool with each candidate’s fields and adds one to the job’s pipeline', async () => {
    const user = userEvent.setup();
    await renderPage(frontend.id);
    await user.click(await screen.findByRole('tab', { name: 'Talent pool' }));
    const table = await screen.findByRole('grid', { name: 'Talent pool' });
    const priya = within(table).getByRole('row', { name: /Priya Natarajan/ });
    for (const text of ['7 years', 'MSc Computer Science', 'In 2 weeks', '$100k – $120k', '75%']) {
      expect(within(priya).getByText(text)).toBeInTheDocument();
    }
    await user.click(
      within(priya).getByRole('button', {
        name: 'Add to pipeline: Priya Natarajan, Frontend Engineer',
      }),
    );
    // the application and the first line of its history, committed together
    await waitFor(() => expect(fake.batches[0]?.commit).toHaveBeenCalledTimes(1));
    const [appRef] = fake.batches[0]!.set.mock.calls[0]!;
    const [eventRef, event] = fake.batches[0]!.set.mock.calls[1]!;
    expect(appRef.path).toBe('applications/northwind-frontend-engineer_pool-candidate-001');
    expect(eventRef.path).toMatch(
      /^applications\/northwind-frontend-engineer_pool-candidate-001\/stageEvents\//,
    );
    expect(event).toMatchObject({
      from: null,
      to: 'applied',
      by: 'employer-mia',
      byName: 'Mia Rossi',
    });
    // the pipeline's listener sees the new application: the candidate is in it now
    expect(await within(priya).findByText('In the pipeline')).toBeInTheDocument();
  });

  it('says so and adds nobody when the candidate cannot be added', async () => {
    fake.commitError = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const user = userEvent.setup();
    await renderPage(frontend.id);
    await user.click(await screen.findByRole('tab', { name: 'Talent pool' }));
    const table = await screen.findByRole('grid', { name: 'Talent pool' });
    const priya = within(table).getByRole('row', { name: /Priya Natarajan/ });
    await user.click(
      within(priya).getByRole('button', {
        name: 'Add to pipeline: Priya Natarajan, Frontend Engineer',
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.success).not.toHaveBeenCalled();
    expect(fake.docs.has('applications/northwind-frontend-engineer_pool-candidate-001')).toBe(
      false,
    );
    expect(within(priya).queryByText('In the pipeline')).not.toBeInTheDocument();
  });

  it('flags applicants waiting in their stage longer than the response promise', async () => {
    // lena's interview began 9 days before, noor's screening 8, kenji applied 6 days before
    vi.useFakeTimers({ now: new Date('2026-11-10T09:00:00Z'), toFake: ['Date'] });
    try {
      await renderPage(null, 7);
      const table = await findGridWithRows('Pipeline');
      const flagged = within(table)
        .getAllByRole('row')
        .filter((row) => within(row).queryByText('Overdue'))
        .map((row) => within(within(row).getByRole('rowheader')).getByRole('link').textContent);
      expect(flagged.sort()).toEqual(['Lena Fischer', 'Noor Haddad']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('flags nobody before the promise is known', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T09:00:00Z'), toFake: ['Date'] });
    try {
      await renderPage();
      const table = await screen.findByRole('grid', { name: 'Pipeline' });
      expect(within(table).queryByText('Overdue')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
