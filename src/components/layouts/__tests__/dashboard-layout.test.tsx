// The frame renders again as a session is restored; its navigation renders again only when its
// entries change.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type * as Router from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DashboardLayout } from '../dashboard-layout';

const links = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('react-router-dom', async (importOriginal) => {
  const router = await importOriginal<typeof Router>();
  return {
    ...router,
    NavLink: (props: Router.NavLinkProps) => {
      links.rendered += 1;
      return <router.NavLink {...props} />;
    },
  };
});

/** A frame that renders again at each click, with new but equal entries until the third round. */
function Frame() {
  const [round, setRound] = useState(0);
  const nav = [
    { to: '/dashboard', label: round < 2 ? 'Overview' : 'Summary' },
    { to: '/dashboard/jobs', label: 'Jobs' },
  ];
  return (
    <DashboardLayout name="Sam Carter" roleLabel="Employer" nav={nav} title={`Round ${round}`}>
      <button type="button" onClick={() => setRound((value) => value + 1)}>
        Again
      </button>
    </DashboardLayout>
  );
}

describe('DashboardLayout', () => {
  it('renders its links again only when an entry changes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Frame />, { route: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(links.rendered).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Round 1' })).toBeInTheDocument();
    expect(links.rendered).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Round 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summary' })).toBeInTheDocument();
    expect(links.rendered).toBe(4);
  });
});
