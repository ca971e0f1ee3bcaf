import type { Locale } from '@contracts/locales';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** When the person last signed in with the identity provider (ms), if known. */
  signedInAt?: number;
}

/** The profile document `users/{uid}`. `role` may hold a value the app does not know. */
export interface UserProfile {
  uid: string;
  role: string;
  displayName?: string;
  email?: string;
  /** The company an employer owns or belongs to. */
  companyId?: string;
  /** The interface language last written to the profile (mails use it). */
  locale?: Locale;
  /** Disabled by an administrator: the app signs the person out. */
  disabled?: boolean;
}

/** What happened in this tab, for the app to record (the auth feature itself audits nothing). */
export type AuthEvent =
  | { type: 'signed-in'; method: 'password' | 'google' | 'demo' | 'register' }
  /** The refused attempt, reported once to the server, which tries it against Auth itself. */
  | { type: 'sign-in-failed'; email: string; password: string }
  | { type: 'password-reset'; email: string };
