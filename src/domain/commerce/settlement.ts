import { paidStatus } from './grant';
import { firstChargeCents } from './subscription-billing';

/**
 * What the payment provider reported about a purchase's charge (`paidCents`: what it took;
 * `firstInvoice`: a subscription's first invoice, which a free trial makes 0).
 */
export type ProviderOutcome =
  { outcome: 'paid'; paidCents: number; firstInvoice?: boolean } | { outcome: 'failed' };

export type Settlement =
  { change: false; reason: 'settled' | 'amount' } | { change: true; status: string; grant: boolean };

/**
 * A provider's word settles a pending purchase only: paid (for exactly its total, or for a
 * subscription's first invoice what subscription-billing.ts says it charges) becomes
 * completed, active for a subscription, and grants what it bought; failed frees its place and
 * grants nothing. A purchase already settled or cancelled stays as it is, so a repeated or late
 * event changes nothing; a payment for another amount grants nothing and is left to the staff.
 */
export function decideSettlement(
  purchase: { status: string; total_payment_cents: number; free_trial_length?: number | null | undefined },
  pkg: { is_subscription?: boolean | null | undefined },
  word: ProviderOutcome,
): Settlement {
  if (purchase.status !== 'pending') return { change: false, reason: 'settled' };
  if (word.outcome === 'failed') return { change: true, status: 'failed', grant: false };
  const due = word.firstInvoice ? firstChargeCents(purchase) : purchase.total_payment_cents;
  if (word.paidCents !== due) return { change: false, reason: 'amount' };
  return { change: true, status: paidStatus(pkg), grant: true };
}
