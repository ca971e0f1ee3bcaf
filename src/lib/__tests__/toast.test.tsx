import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { toast, TOAST_LIMIT } from '../toast';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
/** Every toast element in the page, the ones still fading out included. */
const toasts = () => screen.queryAllByRole('listitem');

describe('toast', () => {
  it('shows one toast at a time: a new toast replaces the previous in place', async () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster visibleToasts={TOAST_LIMIT} />);
    act(() => toast.success({ title: 'Job Saved', description: 'Job added to saved jobs' }));
    expect(await screen.findByText('Job Saved')).toBeInTheDocument();
    act(() => toast.error({ title: 'Error', description: 'Failed to save job' }));
    expect(await screen.findByText('Failed to save job')).toBeInTheDocument();
    // no second element while the first would fade out: the one toast now says the second thing
    for (const ms of [0, 50, 300]) {
      await wait(ms);
      expect(toasts()).toHaveLength(1);
      expect(toasts()[0]).toHaveTextContent('Failed to save job');
      expect(toasts()[0]).not.toHaveTextContent('Job Saved');
    }
  });

  it('titles destructive toasts with the given word for Error', async () => {
    render(<Toaster visibleToasts={TOAST_LIMIT} />);
    act(() => toast.error({ title: 'Error', description: 'Failed to remove job' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to remove job')).toBeInTheDocument();
  });

  it('shows a toast asked for while the previous one closes once that one is gone, never both', async () => {
    render(<Toaster visibleToasts={TOAST_LIMIT} closeButton />);
    act(() => toast.info({ title: 'Role Added' }));
    expect(await screen.findByText('Role Added')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close toast' }));
    act(() => toast.success({ title: 'Role Removed' }));
    // the first fades out for 200 ms: never two at once meanwhile
    for (let elapsed = 0; elapsed <= 400; elapsed += 50) {
      expect(toasts().length).toBeLessThanOrEqual(1);
      await wait(50);
    }
    expect(await screen.findByText('Role Removed')).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
    expect(screen.queryByText('Role Added')).toBeNull();
  });
});
