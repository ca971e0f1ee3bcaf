// The callable functions (contracts/callables.ts): the one place the app calls them, typed by name.
// This module imports the Functions SDK's types only: the SDK loads with the first call, not with
// the screens that may call, so the features' api/ files import it as they please.
import type * as FunctionsModule from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import type * as FirebaseAppModule from './app';
import {
  CALLABLE_ERRORS,
  type CallableError,
  type CallableInput,
  type CallableName,
  type CallableResult,
} from '@contracts/callables';
import { emulatorTarget } from './emulators';
import { FIREBASE_ERRORS } from './errors';

/** The region the functions run in (functions/src/index.ts sets the same). */
const FUNCTIONS_REGION = 'us-central1';

type FunctionsSdk = typeof FunctionsModule;
let functions: Functions | null = null;

function functionsClient(
  { getFunctions, connectFunctionsEmulator }: FunctionsSdk,
  { getFirebaseApp }: typeof FirebaseAppModule,
): Functions {
  if (functions) return functions;
  const app = getFirebaseApp();
  if (!app) throw new Error(FIREBASE_ERRORS.initFailed);
  functions = getFunctions(app, FUNCTIONS_REGION);
  const target = emulatorTarget();
  if (target) connectFunctionsEmulator(functions, target.functions.host, target.functions.port);
  return functions;
}

/** A refusal or failure of a callable, with the reason the server gave (or `unknown`). */
export class CallableFailure extends Error {
  constructor(
    readonly reason: CallableError | 'unknown',
    message: string,
  ) {
    super(message);
    this.name = 'CallableFailure';
  }
}

const isCallableError = (value: unknown): value is CallableError =>
  typeof value === 'string' && (CALLABLE_ERRORS as readonly string[]).includes(value);

/**
 * Calls `name` with `input` (its type and the result's come from the name's entry in
 * CallableTypes); throws a CallableFailure naming the server's reason.
 */
export async function callFunction<Name extends CallableName>(
  name: Name,
  input: CallableInput<Name>,
): Promise<CallableResult<Name>> {
  try {
    const [sdk, app] = await Promise.all([import('firebase/functions'), import('./app')]);
    const call = sdk.httpsCallable<CallableInput<Name>, CallableResult<Name>>(
      functionsClient(sdk, app),
      name,
    );
    const result = await call(input);
    return result.data;
  } catch (error) {
    const details = (error as { details?: { reason?: unknown } } | null)?.details;
    const reason = isCallableError(details?.reason) ? details.reason : 'unknown';
    throw new CallableFailure(reason, error instanceof Error ? error.message : String(error));
  }
}
