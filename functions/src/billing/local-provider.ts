// The payment provider of the emulator suite: charges nothing, deterministically. Every charge
// succeeds, except for a customer whose reference contains LOCAL_DECLINE_MARKER (the test trigger:
// a company id such as `acme-decline-1`), which is declined like a card would be. Like a real
// provider it honours idempotency keys: a key it has seen is answered with its first outcome (for
// as long as this process lives), and the reference is derived from the key.
import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.js';

/** A customer reference containing this is declined by the local provider. */
const LOCAL_DECLINE_MARKER = 'decline';
export const LOCAL_DECLINE_REASON = 'Card declined (local test provider)';

export interface LocalProvider extends PaymentProvider {
  /** The charges it accepted or declined, once per idempotency key, oldest first. */
  readonly charges: readonly (ChargeRequest & ChargeResult)[];
}

export function createLocalProvider(): LocalProvider {
  const outcomes = new Map<string, ChargeResult>();
  const charges: (ChargeRequest & ChargeResult)[] = [];
  return {
    name: 'local',
    charges,
    charge(request) {
      const known = outcomes.get(request.idempotencyKey);
      if (known) return Promise.resolve(known);
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        return Promise.reject(new RangeError(`Cannot charge ${request.amountCents} cents`));
      }
      const reference = `local_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      const result: ChargeResult = request.customerRef.includes(LOCAL_DECLINE_MARKER)
        ? { status: 'failed', reference, failureReason: LOCAL_DECLINE_REASON }
        : { status: 'succeeded', reference, failureReason: null };
      outcomes.set(request.idempotencyKey, result);
      charges.push({ ...request, ...result });
      return Promise.resolve(result);
    },
  };
}
