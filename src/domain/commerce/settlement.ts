import { paidStatus } from './grant';

/** What the payment provider reported about a purchase's charge. */
export type ProviderOutcome = 'paid' | 'failed';

export type Settlement = { change: false } | { change: true; status: string; grant: boolean };

/**
 * A provider's word settles a pending purchase only: paid becomes completed (active for a
 * subscription) and grants what it bought; failed frees its place and grants nothing. A purchase
 * already settled, or cancelled, stays as it is, so a repeated or late event changes nothing.
 */
export function decideSettlement(
  purchase: { status: string },
  pkg: { is_subscription?: boolean | null | undefined },
  outcome: ProviderOutcome,
): Settlement {
  if (purchase.status !== 'pending') return { change: false };
  return outcome === 'paid'
    ? { change: true, status: paidStatus(pkg), grant: true }
    : { change: true, status: 'failed', grant: false };
}
