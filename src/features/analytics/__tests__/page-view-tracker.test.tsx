import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTelemetrySink } from '@/lib/telemetry';
import { PageViewTracker } from '../components/page-view-tracker';
import { PAGE_VIEW_EVENT } from '../constants';

afterEach(() => setTelemetrySink(null));

describe('PageViewTracker', () => {
  it('records one page view per route change, even under StrictMode', async () => {
    const sink = { track: vi.fn(), reportError: vi.fn() };
    setTelemetrySink(sink);
    const router = createMemoryRouter([{ path: '*', element: <PageViewTracker /> }], {
      initialEntries: ['/auth/login'],
    });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await act(() => router.navigate('/dashboard/job-seeker'));
    expect(sink.track.mock.calls).toEqual([
      [PAGE_VIEW_EVENT, { path: '/auth/login', previousPath: null }],
      [PAGE_VIEW_EVENT, { path: '/dashboard/job-seeker', previousPath: '/auth/login' }],
    ]);
  });
});
