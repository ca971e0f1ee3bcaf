// Whether the code runs in firebase-tools' Functions emulator: a module of its own, without
// dependencies, so that every function (App Check, rate limits, billing, webhooks, mail) can ask
// without loading what the others need.

/**
 * What firebase-tools' Functions emulator sets. A deployment's `.env` could set
 * FUNCTIONS_EMULATOR, but never a FIREBASE_* name (reserved: the deploy refuses it), so a deployed
 * function never passes for the emulator (and never gets its local payment provider, its
 * localhost webhooks or its mail defaults).
 */
export const EMULATOR_ENV = { FUNCTIONS_EMULATOR: 'true', FIREBASE_DEBUG_MODE: 'true' } as const;

/** Whether the code runs in the Functions emulator. */
export const inEmulator = (env: Record<string, string | undefined> = process.env) =>
  env.FUNCTIONS_EMULATOR === EMULATOR_ENV.FUNCTIONS_EMULATOR &&
  env.FIREBASE_DEBUG_MODE === EMULATOR_ENV.FIREBASE_DEBUG_MODE;
