// The auth feature's api/ files, unchanged, against the Auth and Firestore emulators.
import { signOut } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '@/features/auth/api/create-account';
import { createProfile } from '@/features/auth/api/create-profile';
import { fetchProfile } from '@/features/auth/api/fetch-profile';
import { sendPasswordReset } from '@/features/auth/api/send-password-reset';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { signInWithGoogle } from '@/features/auth/api/sign-in-with-google';
import { toAuthUser } from '@/features/auth/api/to-auth-user';
import { authErrorKey } from '@/features/auth/lib/auth-error-key';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { emulatorTarget } from '@/lib/firebase/emulators';

const unique = () => `it-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@jobs.test`;

afterEach(async () => {
  await signOut(getFirebaseAuth());
});

describe('auth against the emulators', () => {
  it('creating an account makes a sign-in and a profile with the chosen role', async () => {
    const email = unique();
    const profile = await createAccount({
      displayName: 'Ines Integration',
      email,
      password: 'long-enough-password',
      role: 'employer',
    });
    expect(profile).toMatchObject({ role: 'employer', displayName: 'Ines Integration', email });
    expect(getFirebaseAuth().currentUser?.email).toBe(email);
    await expect(fetchProfile(profile.uid)).resolves.toMatchObject({ role: 'employer', email });
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const email = unique();
    await createAccount({
      displayName: 'Pat',
      email,
      password: 'long-enough-password',
      role: 'jobSeeker',
    });
    await signOut(getFirebaseAuth());
    const user = await signInWithEmail({ email, password: 'long-enough-password' });
    expect(user.email).toBe(email);
    await signOut(getFirebaseAuth());
    const failure = await signInWithEmail({ email, password: 'wrong-password' }).catch(
      (error: unknown) => error,
    );
    expect(authErrorKey(failure)).toBe('auth.errors.wrongPassword');
  });

  it("names a sign-in by its own moment, which another device's sign-in does not move", async () => {
    const email = unique();
    await createAccount({
      displayName: 'Dev Devices',
      email,
      password: 'long-enough-password',
      role: 'jobSeeker',
    });
    await signOut(getFirebaseAuth());
    const here = await signInWithEmail({ email, password: 'long-enough-password' });
    expect(here.signedInAt).toEqual(expect.any(Number));
    // the Auth emulator keeps sign-in times to the second: the other sign-in comes a second later
    const nextSecond = here.signedInAt! + 1_050;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextSecond - Date.now())));
    // the same person signs in on another device, through the Auth REST API
    const elsewhere = await fetch(
      `${emulatorTarget()!.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'long-enough-password', returnSecureToken: true }),
      },
    );
    expect(elsewhere.ok).toBe(true);
    // this tab reads the account again (as a tab restoring the session does): the account's last
    // sign-in is the other device's now, and this sign-in is still the one it was
    const user = getFirebaseAuth().currentUser!;
    await user.reload();
    expect(Date.parse(user.metadata.lastSignInTime!)).toBeGreaterThan(here.signedInAt!);
    expect(await toAuthUser(user)).toMatchObject({ signedInAt: here.signedInAt });
  });

  it('refuses a second account for the same email', async () => {
    const email = unique();
    await createAccount({
      displayName: 'One',
      email,
      password: 'long-enough-password',
      role: 'jobSeeker',
    });
    await signOut(getFirebaseAuth());
    const failure = await createAccount({
      displayName: 'Two',
      email,
      password: 'long-enough-password',
      role: 'jobSeeker',
    }).catch((error: unknown) => error);
    expect(authErrorKey(failure)).toBe('auth.errors.accountExists');
  });

  it('the seeded admin has the admin role, which no client could have given itself', async () => {
    const user = await signInWithEmail({ email: 'admin@jobs.test', password: 'jobs-demo-2026' });
    await expect(fetchProfile(user.uid)).resolves.toMatchObject({ role: 'admin' });
  });

  it('a first Google sign-in has no profile until the person chooses a role', async () => {
    const email = unique();
    const user = await signInWithGoogle({ email, displayName: 'Gio Google' });
    expect(user).toMatchObject({ email, displayName: 'Gio Google' });
    await expect(fetchProfile(user.uid)).resolves.toBeNull();
    await createProfile({ uid: user.uid, role: 'jobSeeker', displayName: 'Gio Google', email });
    await expect(fetchProfile(user.uid)).resolves.toMatchObject({ role: 'jobSeeker' });
    await signOut(getFirebaseAuth());
    const again = await signInWithGoogle({ email, displayName: 'Gio Google' });
    expect(again.uid).toBe(user.uid);
  });

  it('the emulator refuses a profile that names admin as its role', async () => {
    const email = unique();
    const user = await signInWithGoogle({ email, displayName: 'Eve' });
    const { doc, setDoc, serverTimestamp } = await import('firebase/firestore');
    const { firestore } = await import('@/lib/firebase/firestore-sdk');
    const { db } = await firestore();
    await expect(
      setDoc(doc(db, 'users', user.uid), {
        uid: user.uid,
        role: 'admin',
        displayName: 'Eve',
        email,
        createdAt: serverTimestamp(),
      }),
    ).rejects.toThrow(/permission/i);
  });

  it('sends a password reset for a known email', async () => {
    await expect(sendPasswordReset({ email: 'seeker@jobs.test' })).resolves.toBeUndefined();
  });
});
