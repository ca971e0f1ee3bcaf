import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { AuthForm, NameField } from '../components/auth-form';

const bound = (name: string, error?: string) => ({
  name,
  onChange: vi.fn(),
  onBlur: vi.fn(),
  ref: vi.fn(),
  error,
});

describe('AuthForm', () => {
  it('shows the failure above the fields and sends the form from its button', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithProviders(
      <AuthForm error="Wrong password." onSubmit={onSubmit} submitLabel="Sign in" busy={false}>
        <NameField {...bound('displayName')} />
      </AuthForm>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password.');
    const name = screen.getByRole('textbox', { name: /name/i });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('autocomplete', 'name');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows no failure when there is none', async () => {
    await renderWithProviders(
      <AuthForm onSubmit={vi.fn()} submitLabel="Sign in" busy={false}>
        <span />
      </AuthForm>,
    );
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
