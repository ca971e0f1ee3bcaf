import type { CallableName } from '@contracts/callables';

/**
 * Calls a server function; the functions client loads with the first call, so the screens stay
 * light. Throws the CallableFailure of `callFunction` (its `reason` is one of CALLABLE_ERRORS).
 */
export async function callInterviewFunction<Input, Output>(
  name: CallableName,
  input: Input,
): Promise<Output> {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction<Input, Output>(name, input);
}
