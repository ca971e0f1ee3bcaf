// The toast library is not part of a page's start: it loads once the page has settled, or with a
// toast asked for before; the app renders its <Toaster> from the first toast on, and that toast
// shows.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { allResources } from '@/testing/test-utils';

const page = { sonnerLoads: 0, sonnerFails: false, settle: (): void => undefined };

/** A fresh page: the app's toasts and the toast library as at a page load. */
async function startPage({ sonnerFails = false } = {}) {
  page.sonnerFails = sonnerFails;
  vi.resetModules();
  page.sonnerLoads = 0;
  vi.doMock('sonner', async (importOriginal) => {
    page.sonnerLoads += 1;
    if (page.sonnerFails) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  vi.doMock('@/lib/yield-to-main', async (importOriginal) => ({
    ...(await importOriginal<object>()),
    whenSettled: () => new Promise<void>((resolve) => (page.settle = resolve)),
  }));
  const [{ Toasts }, { toast }] = await Promise.all([import('../app'), import('@/lib/toast')]);
  const i18n = await createI18n({ resources: allResources, language: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <p>The screen</p>
      <Toasts />
    </I18nextProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return toast;
}

beforeEach(() => {
  page.settle = () => undefined;
});

describe('Toasts', () => {
  it('loads the toast library with a toast asked for before the page settled, and shows it', async () => {
    const toast = await startPage();
    expect(page.sonnerLoads).toBe(0);
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast.success({ title: 'Job Saved' }));
    expect(await screen.findByText('Job Saved')).toBeInTheDocument();
    expect(page.sonnerLoads).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('loads the library once the page has settled, rendering no toaster until a toast', async () => {
    const toast = await startPage();
    expect(page.sonnerLoads).toBe(0);
    act(() => page.settle());
    await vi.waitFor(() => expect(page.sonnerLoads).toBeGreaterThan(0));
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast.info({ title: 'Role Added' }));
    expect(await screen.findByText('Role Added')).toBeInTheDocument();
  });

  it('keeps the screen as it is when the library cannot load, and tries again with the next toast', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toast = await startPage({ sonnerFails: true });
    act(() => toast.error({ title: 'Error', description: 'Failed to save job' }));
    await vi.waitFor(() => expect(page.sonnerLoads).toBeGreaterThan(0));
    // past React's 300 ms before it shows what a suspended boundary became
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save job')).toBeNull();

    // the connection is back
    page.sonnerFails = false;
    act(() => toast.error({ title: 'Error', description: 'Failed to remove job' }));
    expect(await screen.findByText('Failed to remove job')).toBeInTheDocument();
    errors.mockRestore();
  });
});
