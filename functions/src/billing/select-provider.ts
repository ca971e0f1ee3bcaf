// Which payment provider the renewals use. In the Functions emulator: the local one
// (local-provider.ts). Anywhere else: the provider PAYMENT_PROVIDER names, and this build knows
// none yet (docs/billing.md: plugging in Stripe), so every renewal fails with a readable reason
// and the subscription goes past_due: nothing pretends to have charged.
import { inEmulator } from '../lib/emulator.js';
import { createLocalProvider } from './local-provider.js';
import type { PaymentProvider } from './payment-provider.js';

type Env = Record<string, string | undefined>;

/** A provider that refuses every charge with `reason`. */
export function refusingProvider(reason: string): PaymentProvider {
  return {
    name: 'unconfigured',
    charge: () => Promise.resolve({ status: 'failed', reference: null, failureReason: reason }),
  };
}

export function unconfiguredReason(env: Env = process.env): string {
  const named = (env.PAYMENT_PROVIDER ?? '').trim();
  return named
    ? `PAYMENT_PROVIDER "${named}" is not a provider this build knows: nothing was charged (docs/billing.md).`
    : 'No payment provider is configured: nothing was charged. Set one up as docs/billing.md describes.';
}

let local: PaymentProvider | null = null;

/** The provider of this environment (one local provider per process, so its keys are kept). */
export function paymentProvider(env: Env = process.env): PaymentProvider {
  if (inEmulator(env)) return (local ??= createLocalProvider());
  return refusingProvider(unconfiguredReason(env));
}
