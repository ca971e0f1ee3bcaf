// callFunction: one function for every callable, its input and result typed by the callable's
// name (contracts/callables.ts CallableTypes), its refusals read as the server's reason.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { CreateCompanyResult } from '@contracts/callables';

const sdk = vi.hoisted(() => ({
  call: vi.fn<(input: unknown) => Promise<{ data: unknown }>>(),
  names: [] as string[],
}));

vi.mock('firebase/functions', () => ({
  getFunctions: () => ({}),
  connectFunctionsEmulator: () => undefined,
  httpsCallable: (_functions: unknown, name: string) => {
    sdk.names.push(name);
    return sdk.call;
  },
}));
vi.mock('../app', () => ({ getFirebaseApp: () => ({}) }));

const { CallableFailure, callFunction } = await import('../functions');

describe('callFunction', () => {
  it('calls the callable by its name and answers its result', async () => {
    sdk.call.mockResolvedValueOnce({ data: { companyId: 'c1' } });
    const result = await callFunction('createCompany', { name: 'Acme' });
    expect(sdk.names.at(-1)).toBe('createCompany');
    expect(sdk.call).toHaveBeenLastCalledWith({ name: 'Acme' });
    expect(result).toEqual({ companyId: 'c1' });
    expectTypeOf(result).toEqualTypeOf<CreateCompanyResult>();
  });

  it('throws a CallableFailure naming the reason the server gave', async () => {
    sdk.call.mockRejectedValueOnce(
      Object.assign(new Error('no'), { details: { reason: 'owner-protected' } }),
    );
    const failure = await callFunction('removeMember', { companyId: 'c1', uid: 'u1' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CallableFailure);
    expect(failure).toMatchObject({ reason: 'owner-protected', message: 'no' });
  });

  it('reads a reason it does not know as unknown', async () => {
    sdk.call.mockRejectedValueOnce(Object.assign(new Error('odd'), { details: { reason: 'x' } }));
    await expect(callFunction('deleteJob', { jobId: 'j1' })).rejects.toMatchObject({
      reason: 'unknown',
    });
  });

  it('takes only the input its name declares', () => {
    // checked by the type checker: the calls below are never made
    const typed = () => {
      // @ts-expect-error: createCompany takes a name, not a job id
      void callFunction('createCompany', { jobId: 'j1' });
      // @ts-expect-error: setUserDisabled's flag is a boolean
      void callFunction('setUserDisabled', { uid: 'u1', disabled: 'yes' });
      // @ts-expect-error: there is no such callable
      void callFunction('dropDatabase', {});
    };
    expect(typed).toBeTypeOf('function');
    expectTypeOf(callFunction<'deleteJob'>)
      .parameter(1)
      .toEqualTypeOf<{ jobId: string }>();
  });
});
