import { emulatorTarget } from '@/lib/firebase/emulators';

export interface GoogleTestAccount {
  email: string;
  displayName: string;
}

/**
 * On the local suite the Auth emulator plays Google: it accepts an unsigned ID token naming the
 * account (Google's popup needs Google's servers, which the local suite never reaches).
 */
export function usesGoogleTestAccounts(): boolean {
  return emulatorTarget() !== null;
}
