// The one emulator switch: whether the SDK talks to the local suite, and where. Each service getter
// asks here once, right after creating its service (kept SDK-free so no service drags in another).
import { env } from '@/config/env';

interface EmulatorTarget {
  authUrl: string;
  firestore: { host: string; port: number };
  functions: { host: string; port: number };
}

export function emulatorTarget(): EmulatorTarget | null {
  if (!env.useEmulators) return null;
  return {
    authUrl: __EMULATOR_HOSTS__.auth,
    firestore: __EMULATOR_HOSTS__.firestore,
    functions: __EMULATOR_HOSTS__.functions,
  };
}
