// Fakes for unit tests that replace `@/lib/firebase/functions` and `@/lib/toast`: a callFunction
// that answers {} until a test says otherwise, a toast that records, and a refusal as thrown.
import { vi } from 'vitest';

/** A `callFunction` fake: answers {} until a test gives it other answers. */
export const fakeCallFunction = () =>
  vi.fn((_name: string, _input: unknown): Promise<unknown> => Promise.resolve({}));

/** A `toast` fake: each kind recorded. */
export const fakeToast = () => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() });

/** A refusal as `callFunction` throws it (a CallableFailure naming the server's reason). */
export const callableRefusal = (reason: string) =>
  Object.assign(new Error(`refused: ${reason}`), { name: 'CallableFailure', reason });
