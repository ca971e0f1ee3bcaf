// The toast library loads with the page's first toast, not at its start: until then the app renders
// no <Toaster>, and nothing imports sonner. The first toast still shows.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { allResources } from '@/testing/test-utils';
import { Toasts } from '../app';

const sonnerLoaded = vi.hoisted(() => vi.fn());
vi.mock('sonner', async (importOriginal) => {
  sonnerLoaded();
  return importOriginal();
});

describe('Toasts', () => {
  it('loads the toast library with the first toast, and shows that toast', async () => {
    const i18n = await createI18n({ resources: allResources, language: 'en' });
    render(
      <I18nextProvider i18n={i18n}>
        <Toasts />
      </I18nextProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sonnerLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast.success({ title: 'Job Saved' }));
    expect(await screen.findByText('Job Saved')).toBeInTheDocument();
    expect(sonnerLoaded).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
