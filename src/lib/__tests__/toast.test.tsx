import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { toast, TOAST_LIMIT } from '../toast';

describe('toast', () => {
  it('shows one toast at a time: a new toast replaces the previous', async () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster visibleToasts={TOAST_LIMIT} />);
    act(() => toast.success({ title: 'Job Saved', description: 'Job added to saved jobs' }));
    expect(await screen.findByText('Job Saved')).toBeInTheDocument();
    act(() => toast.error({ title: 'Error', description: 'Failed to save job' }));
    expect(await screen.findByText('Failed to save job')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // sonner keeps a dismissed toast in the list, hidden, while it animates out
    const visible = screen
      .getAllByRole('listitem')
      .filter((item) => item.dataset.visible === 'true');
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveTextContent('Failed to save job');
    expect(visible[0]).not.toHaveTextContent('Job Saved');
  });

  it('titles destructive toasts with the given word for Error', async () => {
    render(<Toaster visibleToasts={TOAST_LIMIT} />);
    act(() => toast.error({ title: 'Error', description: 'Failed to remove job' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to remove job')).toBeInTheDocument();
  });
});
