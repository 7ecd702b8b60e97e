/*
 * The tries at a period's charge that the studio's server takes itself (a saved card, decisions
 * 082 and 085): when a try is due, whether a refusal is the last one, and what the subscription
 * becomes then. Pure, over the invoice rows the server stores for each try.
 */

/** Tries at one subscription's charges in a row, refused all, before the subscription ends unpaid. */
export const RENEWAL_ATTEMPTS = 3;

/**
 * A refused try is tried again this long after it was taken: a day, an hour early, so that the
 * hourly job's run at the same minute the next day takes it whatever its few seconds of drift.
 */
export const RENEWAL_RETRY_AFTER_HOURS = 23;

/**
 * A try is claimed first by a pending invoice; one still pending this long after its claim
 * belongs to a run that died mid-call, and is taken again under the same key (the processor
 * answers the same order, no second charge).
 */
export const RENEWAL_RETAKE_MINUTES = 30;

/** What a subscription ended by refusals becomes: ended as the providers' unpaid ones are. */
export const UNPAID_END_STATUS = 'cancelled';

const HOUR_MS = 3_600_000;

/** One try at a period's charge, as its invoice row says. */
export interface RenewalAttempt {
  /** The period's charge it tries (1: the first after the start, lastDueCharge's count). */
  charge: number;
  /** Which try at that charge, from 1. */
  attempt: number;
  /** The invoice's: pending (being charged), completed or failed. */
  status: string;
  /** When it was claimed. */
  createdAt: string;
}

const inOrder = (attempts: readonly RenewalAttempt[]) =>
  [...attempts].sort((a, b) => a.charge - b.charge || a.attempt - b.attempt);

/**
 * The tries refused since the last one paid, over every period: a subscription whose periods
 * fall due faster than its retries (every day) still ends after RENEWAL_ATTEMPTS refusals. A try
 * still pending counts for nothing yet.
 */
export function refusalsInARow(attempts: readonly RenewalAttempt[]): number {
  let refused = 0;
  for (const attempt of inOrder(attempts).reverse()) {
    if (attempt.status === 'completed') break;
    if (attempt.status === 'failed') refused += 1;
  }
  return refused;
}

export type RenewalStep = { step: 'take' | 'retake'; attempt: number } | { step: 'leave' };

/**
 * What a renewal run does about the charge due (`due`, lastDueCharge's count), given every try so
 * far: take its first try; take a stale claim again (same try, same key); take the next try a day
 * after a refusal; or leave it (paid, being charged by another run, its retry not due yet, or the
 * tries used up). Only the latest period due is tried: one missed is not charged back.
 */
export function decideRenewalStep(attempts: readonly RenewalAttempt[], due: number, now: Date): RenewalStep {
  const used = refusalsInARow(attempts) >= RENEWAL_ATTEMPTS;
  const tries = inOrder(attempts.filter((attempt) => attempt.charge === due));
  const last = tries.at(-1);
  if (!last) return used ? { step: 'leave' } : { step: 'take', attempt: 1 };
  if (tries.some((attempt) => attempt.status === 'completed')) return { step: 'leave' };
  const since = now.getTime() - Date.parse(last.createdAt);
  if (last.status === 'pending') {
    return since >= RENEWAL_RETAKE_MINUTES * 60_000
      ? { step: 'retake', attempt: last.attempt }
      : { step: 'leave' };
  }
  if (last.status !== 'failed' || used || since < RENEWAL_RETRY_AFTER_HOURS * HOUR_MS) {
    return { step: 'leave' };
  }
  return { step: 'take', attempt: last.attempt + 1 };
}

export type RefusalFollowUp =
  /** The subscription no longer runs (cancelled while it was charged): nothing more to do. */
  | { kind: 'none' }
  /** Tell the customer; the next try comes at `retryAt` (or the next period's, if sooner). */
  | { kind: 'retry'; retryAt: Date }
  /** The last try refused: the subscription ends as `status`, granting nothing more. */
  | { kind: 'end'; status: typeof UNPAID_END_STATUS; attempts: number };

/**
 * What follows a refused try, given every try including this one (stored failed): the
 * subscription ends once RENEWAL_ATTEMPTS tries in a row were refused, else it is tried again
 * RENEWAL_RETRY_AFTER_HOURS after this try was taken.
 */
export function decideRenewalRefusal(
  purchase: { status: string },
  attempts: readonly RenewalAttempt[],
  refused: { createdAt: string },
): RefusalFollowUp {
  if (purchase.status !== 'active') return { kind: 'none' };
  const inARow = refusalsInARow(attempts);
  if (inARow >= RENEWAL_ATTEMPTS) return { kind: 'end', status: UNPAID_END_STATUS, attempts: inARow };
  return {
    kind: 'retry',
    retryAt: new Date(Date.parse(refused.createdAt) + RENEWAL_RETRY_AFTER_HOURS * HOUR_MS),
  };
}
