import type { CallableName } from '@contracts/callables';

/** Calls a server function; the functions client loads with the first call. */
export async function callAdminFunction<Input, Output>(
  name: CallableName,
  input: Input,
): Promise<Output> {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction<Input, Output>(name, input);
}
