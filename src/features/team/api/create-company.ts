import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { CALLABLES, createCompanyInput, type CreateCompanyResult } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';

/** The create form: the company's name (trimmed, 1..120 characters). */
export const createCompanySchema = createCompanyInput;
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;

/**
 * An employer without a company creates one and becomes its owner with all ten flags (the server
 * sets the profile's companyId; `already-in-company` when there is one).
 */
export async function createCompany(input: CreateCompanyInput): Promise<CreateCompanyResult> {
  return callFunction(CALLABLES.createCompany, createCompanySchema.parse(input));
}

export function useCreateCompany() {
  return useMutation({ mutationFn: createCompany });
}
