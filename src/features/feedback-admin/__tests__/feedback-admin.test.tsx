import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';

const mocks = vi.hoisted(() => ({
  listFeedback: vi.fn(),
  listFeatures: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  setStatus: vi.fn(),
  remove: vi.fn(),
}));

vi.mock('../api/list-feedback', () => ({
  useInbox: (filters: unknown) =>
    useInfiniteQuery({
      queryKey: ['inbox', filters],
      queryFn: () => mocks.listFeedback(filters) as Promise<unknown>,
      initialPageParam: null,
      getNextPageParam: () => null,
    }),
  useRecentComponents: () =>
    useQuery({ queryKey: ['components'], queryFn: () => ['Candidates', 'Job search'] }),
}));
vi.mock('../api/manage-features', () => ({
  useManagedFeatures: () =>
    useQuery({ queryKey: ['features'], queryFn: () => mocks.listFeatures() as Promise<unknown> }),
  useFeatureWrites: () => ({
    add: useMutation({ mutationFn: (form: unknown) => mocks.add(form) as Promise<unknown> }),
    update: useMutation({
      mutationFn: (input: unknown) => mocks.update(input) as Promise<unknown>,
    }),
    setStatus: useMutation({
      mutationFn: (input: unknown) => mocks.setStatus(input) as Promise<unknown>,
    }),
    remove: useMutation({ mutationFn: (id: unknown) => mocks.remove(id) as Promise<unknown> }),
  }),
}));

const { FeedbackAdminPage } = await import('../components/feedback-admin-page');

const ITEM = {
  id: 'f1',
  text: 'Ich hätte gern eine Karte.',
  component: 'Job search',
  contextTitle: 'Search jobs',
  locale: 'de',
  dictated: true,
  source: 'panel',
  createdAtMs: Date.UTC(2026, 10, 20, 9),
  author: { uid: 'lena', name: 'Lena Fischer', email: 'lena@example.com' },
};

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.listFeedback.mockResolvedValue({ items: [ITEM], next: null });
  mocks.listFeatures.mockResolvedValue([
    { id: 'maps', title: 'Job map', description: '', status: 'planned', votes: 12 },
  ]);
});

describe('the feedback inbox', () => {
  it('shows each feedback with its context, language, author and whether it was dictated', async () => {
    await renderWithProviders(<FeedbackAdminPage />);
    const inbox = await screen.findByRole('region', { name: 'Inbox' });
    const item = await within(inbox).findByRole('listitem');
    expect(item).toHaveTextContent('Ich hätte gern eine Karte.');
    expect(item).toHaveTextContent('Job search');
    expect(item).toHaveTextContent('German');
    expect(item).toHaveTextContent('Dictated');
    expect(item).toHaveTextContent('Lena Fischer');
    expect(within(inbox).getByText('1 feedback shown')).toBeInTheDocument();
  });

  it('filters by component and refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FeedbackAdminPage />);
    const inbox = await screen.findByRole('region', { name: 'Inbox' });
    await within(inbox).findByRole('option', { name: 'Candidates' });
    await user.selectOptions(within(inbox).getByLabelText('Component'), 'Candidates');
    await user.type(within(inbox).getByLabelText('From'), '2026-11-20');
    await user.type(within(inbox).getByLabelText('To'), '2026-11-01');
    await user.click(within(inbox).getByRole('button', { name: 'Apply filters' }));
    expect(await within(inbox).findByText('The start must come before the end.')).toBeVisible();
    expect(mocks.listFeedback).toHaveBeenCalledTimes(1);
    await user.clear(within(inbox).getByLabelText('To'));
    await user.click(within(inbox).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(mocks.listFeedback).toHaveBeenLastCalledWith({
        component: 'Candidates',
        from: new Date('2026-11-20T00:00:00'),
      }),
    );
  });
});

describe('feature suggestions', () => {
  it('needs a title, and keeps what was typed when saving fails', async () => {
    const user = userEvent.setup();
    mocks.add.mockRejectedValue(new Error('permission-denied'));
    await renderWithProviders(<FeedbackAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Add feature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a feature suggestion' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in this field.')).toBeVisible();
    expect(mocks.add).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Title'), 'Salary insights');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'planned');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/could not be saved/)).toBeVisible();
    expect(mocks.add).toHaveBeenCalledWith({
      title: 'Salary insights',
      description: '',
      status: 'planned',
    });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Salary insights');
  });

  it('sets a feature’s status from the list', async () => {
    const user = userEvent.setup();
    mocks.setStatus.mockResolvedValue(undefined);
    await renderWithProviders(<FeedbackAdminPage />);
    await user.selectOptions(await screen.findByLabelText('Status of Job map'), 'done');
    await waitFor(() =>
      expect(mocks.setStatus).toHaveBeenCalledWith({ id: 'maps', status: 'done' }),
    );
  });
});
