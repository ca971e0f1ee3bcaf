import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type * as CreateAccountApi from '../api/create-account';
import type * as CreateProfileApi from '../api/create-profile';
import type * as PasswordResetApi from '../api/send-password-reset';
import { ForgotPasswordPage } from '../components/forgot-password-page';
import { RegisterPage } from '../components/register-page';
import { WelcomePage } from '../components/welcome-page';
import { useAuthStore } from '../stores/auth-store';

const fake = vi.hoisted(() => ({
  createAccount: vi.fn<(input: unknown) => Promise<never>>(),
  sendPasswordReset: vi.fn<(input: unknown) => Promise<void>>(),
  createProfile: vi.fn<(input: unknown) => Promise<never>>(),
}));
vi.mock('../api/create-profile', async (importOriginal) => ({
  ...(await importOriginal<typeof CreateProfileApi>()),
  createProfile: fake.createProfile,
}));

vi.mock('../api/create-account', async (importOriginal) => ({
  ...(await importOriginal<typeof CreateAccountApi>()),
  createAccount: fake.createAccount,
}));
vi.mock('../api/send-password-reset', async (importOriginal) => ({
  ...(await importOriginal<typeof PasswordResetApi>()),
  sendPasswordReset: fake.sendPasswordReset,
}));

const initial = useAuthStore.getInitialState();

beforeEach(() => {
  useAuthStore.setState({ ...initial, loading: false, initialized: true }, true);
  fake.createAccount.mockReset();
  fake.sendPasswordReset.mockReset().mockResolvedValue(undefined);
});

describe('the register form', () => {
  it('shows each field’s error next to it and sends nothing', async () => {
    await renderWithProviders(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText('Email'), 'nora@');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Fill in this field.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Use at least 8 characters\..*Use at least 8 characters\./,
    );
    expect(fake.createAccount).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the server refuses, and says why', async () => {
    fake.createAccount.mockRejectedValue(
      Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' }),
    );
    await renderWithProviders(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText('Full name'), 'Nora Patel');
    await userEvent.type(screen.getByLabelText('Email'), '  nora@jobs.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(screen.getByRole('radio', { name: /employer/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Sign in instead.',
    );
    expect(fake.createAccount).toHaveBeenCalledWith({
      displayName: 'Nora Patel',
      email: 'nora@jobs.test',
      password: 'a-long-password',
      role: 'employer',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Nora Patel');
    expect(screen.getByLabelText('Email')).toHaveValue('nora@jobs.test');
    expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
    expect(screen.getByRole('radio', { name: /employer/i })).toBeChecked();
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the forgot-password form', () => {
  it('explains a bad address in Arabic and keeps it', async () => {
    await renderWithProviders(<ForgotPasswordPage />, { locale: 'ar' });
    const email = await screen.findByRole('textbox');
    await userEvent.type(email, 'nora');
    await userEvent.click(screen.getByRole('button'));
    expect(email).toHaveAccessibleDescription('أدخل عنوان بريد إلكتروني صالحًا.');
    expect(email).toHaveValue('nora');
    expect(fake.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the link to the trimmed address', async () => {
    await renderWithProviders(<ForgotPasswordPage />);
    await userEvent.type(await screen.findByLabelText('Email'), ' nora@jobs.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(fake.sendPasswordReset).toHaveBeenCalledWith({ email: 'nora@jobs.test' }, null);
  });

  it('carries where the person was going into the reset mail, and only a path of this site', async () => {
    const next = '/dashboard/job-seeker/jobs/abc?apply=1';
    await renderWithProviders(<ForgotPasswordPage />, {
      route: `/auth/forgot-password?next=${encodeURIComponent(next)}`,
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'nora@jobs.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(fake.sendPasswordReset).toHaveBeenLastCalledWith({ email: 'nora@jobs.test' }, next);
  });

  it('drops a return path that leads off the site', async () => {
    await renderWithProviders(<ForgotPasswordPage />, {
      route: `/auth/forgot-password?next=${encodeURIComponent('//evil.example/x')}`,
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'nora@jobs.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(fake.sendPasswordReset).toHaveBeenLastCalledWith({ email: 'nora@jobs.test' }, null);
  });
});

describe('the welcome form (after a first Google sign-in)', () => {
  it('asks for a name, then keeps the name and the role when the profile cannot be stored', async () => {
    useAuthStore.setState({ user: { uid: 'g1', email: 'nora@jobs.test', displayName: '' } });
    fake.createProfile.mockRejectedValue(new Error('unavailable'));
    await renderWithProviders(<WelcomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Fill in this field.');
    expect(fake.createProfile).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Full name'), 'Nora Patel');
    await userEvent.click(screen.getByRole('radio', { name: /employer/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(fake.createProfile).toHaveBeenCalledWith({
      uid: 'g1',
      role: 'employer',
      displayName: 'Nora Patel',
      email: 'nora@jobs.test',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Nora Patel');
    expect(screen.getByRole('radio', { name: /employer/i })).toBeChecked();
  });
});
