import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { lazy } from '@/lib/lazy-component';
import { AppShell } from '../app-shell';

describe('AppShell', () => {
  it('starts with a skip link to the main content', async () => {
    await renderWithProviders(<AppShell>content</AppShell>);
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });

  it('has a language switcher and a theme toggle in the header', async () => {
    await renderWithProviders(<AppShell>content</AppShell>);
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
  });

  it('shows "Loading" while a floating widget loads', async () => {
    const Never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    await renderWithProviders(<AppShell widgets={<Never />}>content</AppShell>);
    expect(await screen.findByText('Loading')).toBeInTheDocument();
  });
});
