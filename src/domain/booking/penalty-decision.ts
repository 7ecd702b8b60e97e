/*
 * The unlimited members' no-show penalty (specs §6): with unlimited_membership_penalties_enabled,
 * a member with unlimited access who misses unlimited_max_no_shows_for_penalty classes in a row
 * is penalised, which blocks reserving until the penalty ends. A no-show is what Mis
 * Reservaciones calls one: a live reservation of a class that started without attendance marked.
 * Only classes after the last penalty count, so one run of no-shows is penalised once.
 */
import { hasClassStarted } from '#src/domain/booking-window';
import { hasUnlimitedAccess } from '#src/domain/credits';
import { hasActivePenalty } from '#src/domain/reserve';
import type { CreditsRowFacts, CustomerFacts } from './facts';
import type { BookingSettings } from './settings';

/** How long a no-show penalty lasts (the studio's settings name none; the seed's lasts a week). */
export const NO_SHOW_PENALTY_DAYS = 7;

const DAY_MS = 86_400_000;

export interface PenaltyFacts {
  customer: CustomerFacts;
  credits: readonly CreditsRowFacts[];
  /** The customer's reservations, each with its class's date. */
  reservations: readonly {
    class_date: string;
    attend?: boolean | null | undefined;
    deletedAt?: string | null | undefined;
  }[];
  penalties: readonly { end_date: string; createdAt?: string | null | undefined }[];
  settings: BookingSettings;
  now: Date;
}

export type PenaltyDecision = { penalize: false } | { penalize: true; end_date: string; noShows: number };

/** The no-shows in a row, the latest class first, since the last penalty was given. */
export function noShowsInARow(facts: Omit<PenaltyFacts, 'customer' | 'credits'>): number {
  const since = Math.max(0, ...facts.penalties.map((penalty) => Date.parse(penalty.createdAt ?? '') || 0));
  const offset = facts.settings.timezoneOffsetHours;
  const past = facts.reservations
    .filter(
      (reservation) => !reservation.deletedAt && hasClassStarted(reservation.class_date, facts.now, offset),
    )
    .filter((reservation) => Date.parse(reservation.class_date) + offset * 3_600_000 > since)
    .sort((a, b) => Date.parse(b.class_date) - Date.parse(a.class_date));
  const firstAttended = past.findIndex((reservation) => reservation.attend === true);
  return firstAttended === -1 ? past.length : firstAttended;
}

/**
 * Whether the customer could earn a penalty at all, from the facts that cost nothing to gather:
 * a shell asks this before it reads the customer's whole reservation history.
 */
export function mayEarnPenalty(facts: Omit<PenaltyFacts, 'reservations'>): boolean {
  const { enabled, maxNoShows } = facts.settings.unlimitedPenalties;
  if (!enabled || maxNoShows < 1) return false;
  if (!hasUnlimitedAccess(facts.customer, facts.credits, facts.now)) return false;
  return !hasActivePenalty(
    facts.penalties.map((penalty) => penalty.end_date),
    facts.now,
  );
}

export function decidePenalty(facts: PenaltyFacts): PenaltyDecision {
  if (!mayEarnPenalty(facts)) return { penalize: false };
  const noShows = noShowsInARow(facts);
  if (noShows < facts.settings.unlimitedPenalties.maxNoShows) return { penalize: false };
  const end_date = new Date(facts.now.getTime() + NO_SHOW_PENALTY_DAYS * DAY_MS).toISOString();
  return { penalize: true, end_date, noShows };
}
