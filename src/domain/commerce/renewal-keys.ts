/*
 * The names of a subscription's renewal charges (decisions 082, 085, 089): each try at a period's
 * charge is an invoice under one name, which is also the processor's Idempotency-Key, so a period
 * is charged once however many runs (server jobs, mock requests) reach it. Pure, for both backends.
 */
import type { RenewalAttempt } from './renewal-attempts';

/**
 * One try at a period's charge (1: the first after the start; tries from 1, a refused one tried
 * again under the next). The first try keeps the period's own name, decision 082's.
 */
export const renewalKey = (purchase_id: number, charge: number, attempt = 1) =>
  `purchase-${purchase_id}-charge-${charge}${attempt > 1 ? `-attempt-${attempt}` : ''}`;

const RENEWAL_KEY = /^purchase-(\d+)-charge-(\d+)(?:-attempt-(\d+))?$/;

/** An invoice as the renewal rules read it: its name (null: not a renewal's) and outcome. */
export interface NamedInvoice {
  key: string | null | undefined;
  status: string;
  createdAt: string;
}

/**
 * Every try at a renewal of this purchase, read from its invoices' names: another purchase's name
 * or an unnamed invoice (its start, a provider's own invoice) is none.
 */
export function renewalAttemptsOf(purchase_id: number, invoices: readonly NamedInvoice[]): RenewalAttempt[] {
  return invoices.flatMap(({ key, status, createdAt }) => {
    const named = key ? RENEWAL_KEY.exec(key) : null;
    if (!named || Number(named[1]) !== purchase_id) return [];
    return [{ charge: Number(named[2]), attempt: Number(named[3] ?? 1), status, createdAt }];
  });
}
