// The callable registry: every name the app may call has the input schema the server checks it
// with, and each schema reads exactly the input its name declares.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CALLABLE_INPUTS } from '../callable-inputs';
import { CALLABLES } from '../callables';

describe('the callable registry', () => {
  it('has one input schema per callable name, none missing, none extra', () => {
    expect(Object.keys(CALLABLE_INPUTS).sort()).toEqual(Object.values(CALLABLES).sort());
  });

  it('refuses an input that is not an object, whatever the callable', () => {
    for (const [name, schema] of Object.entries(CALLABLE_INPUTS)) {
      expect(z.safeParse(schema, 'x').success, name).toBe(false);
    }
  });

  it('reads the input its name declares and refuses another callable’s', () => {
    expect(z.safeParse(CALLABLE_INPUTS.deleteJob, { jobId: 'j1' }).success).toBe(true);
    expect(z.safeParse(CALLABLE_INPUTS.deleteJob, { companyId: 'c1' }).success).toBe(false);
    expect(z.safeParse(CALLABLE_INPUTS.createCalendarFeed, {}).success).toBe(true);
    expect(z.safeParse(CALLABLE_INPUTS.revokeCalendarFeed, {}).success).toBe(true);
    expect(
      z.safeParse(CALLABLE_INPUTS.setUserDisabled, { uid: 'u1', disabled: 'yes' }).success,
    ).toBe(false);
  });
});
