import { paidStatus } from './grant';

/** What the payment provider reported about a purchase's charge (`paidCents`: what it took). */
export type ProviderOutcome = { outcome: 'paid'; paidCents: number } | { outcome: 'failed' };

export type Settlement =
  { change: false; reason: 'settled' | 'amount' } | { change: true; status: string; grant: boolean };

/**
 * A provider's word settles a pending purchase only: paid (for exactly its total) becomes
 * completed, active for a subscription, and grants what it bought; failed frees its place and
 * grants nothing. A purchase already settled or cancelled stays as it is, so a repeated or late
 * event changes nothing; a payment for another amount grants nothing and is left to the staff.
 */
export function decideSettlement(
  purchase: { status: string; total_payment_cents: number },
  pkg: { is_subscription?: boolean | null | undefined },
  word: ProviderOutcome,
): Settlement {
  if (purchase.status !== 'pending') return { change: false, reason: 'settled' };
  if (word.outcome === 'failed') return { change: true, status: 'failed', grant: false };
  if (word.paidCents !== purchase.total_payment_cents) return { change: false, reason: 'amount' };
  return { change: true, status: paidStatus(pkg), grant: true };
}
