import { and, asc, eq, exists, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { givePenaltyIfEarned } from '#server/booking/penalty';
import { bookingSettings } from '#server/booking/facts';
import type { Database } from '#server/db/client';
import { availableClasses, customers, penalties, reservations, singleClasses } from '#server/db/schema';
import { studioNow } from '#src/domain/booking-window';
import { NO_SHOW_PENALTY_DAYS } from '#src/domain/booking/penalty-decision';

const DAY_MS = 86_400_000;

/**
 * The customers who may have just earned a no-show penalty: unlimited access in force, no
 * penalty running, and a live reservation without attendance in a class that started within the
 * last NO_SHOW_PENALTY_DAYS. Only a prefilter, read through the class-date index so it costs a
 * week of classes, never the whole history; the rule decides. An older no-show the job missed
 * (the server was down for days) is still noticed when the customer is next looked at.
 */
async function candidates(db: Database, now: Date, offsetHours: number): Promise<number[]> {
  const wallNow = studioNow(now, offsetHours).getTime();
  const at = now.toISOString();
  // Each class's reservations looked up through the class's index: a plain join lets the planner
  // hash the whole reservations table (every reservation ever) while the studio is small, and the
  // bench saw that scan. DISTINCT keeps PostgreSQL from merging the lateral subquery into such a
  // join (Drizzle leaves an OFFSET 0 out of the SQL).
  const missed = db
    .selectDistinct({ customer_id: reservations.customer_id })
    .from(reservations)
    .where(
      and(
        eq(reservations.single_class_id, singleClasses.single_class_id),
        isNull(reservations.deletedAt),
        or(isNull(reservations.attend), eq(reservations.attend, false)),
      ),
    )
    .as('missed');
  const rows = await db
    .selectDistinct({ customer_id: missed.customer_id })
    .from(singleClasses)
    .innerJoinLateral(missed, sql`true`)
    .innerJoin(customers, eq(customers.customer_id, missed.customer_id))
    .where(
      and(
        gt(singleClasses.class_date, new Date(wallNow - NO_SHOW_PENALTY_DAYS * DAY_MS).toISOString()),
        lte(singleClasses.class_date, new Date(wallNow).toISOString()),
        or(
          and(
            eq(customers.has_unlimited, true),
            or(
              isNull(customers.unlimited_membership_expiration),
              gt(customers.unlimited_membership_expiration, at),
            ),
          ),
          exists(
            db
              .select({ one: availableClasses.available_class_id })
              .from(availableClasses)
              .where(
                and(
                  eq(availableClasses.customer_id, customers.customer_id),
                  eq(availableClasses.available_classes, -1),
                  or(isNull(availableClasses.expiration_date), gt(availableClasses.expiration_date, at)),
                ),
              ),
          ),
        ),
        notExists(
          db
            .select({ one: penalties.penalty_id })
            .from(penalties)
            .where(and(eq(penalties.customer_id, customers.customer_id), gt(penalties.end_date, at))),
        ),
      ),
    )
    .orderBy(asc(missed.customer_id));
  return rows.map((row) => row.customer_id);
}

/**
 * Gives the no-show penalty to every customer who earned it (specs §6, decision 067), each in
 * their own transaction through the function the lazy path calls (server/booking/penalty.ts): the
 * same rule, the same lock order (customer, then credits), so a penalty the penalties list or a
 * reservation gave first is not given again here, nor the other way round.
 */
export async function giveNoShowPenalties(db: Database, now: Date): Promise<{ penalised: number[] }> {
  const settings = await bookingSettings(db);
  if (!settings.unlimitedPenalties.enabled) return { penalised: [] };
  const penalised: number[] = [];
  for (const customer_id of await candidates(db, now, settings.timezoneOffsetHours)) {
    const { given } = await db.transaction((tx) =>
      givePenaltyIfEarned(tx as unknown as Database, customer_id, settings, now),
    );
    if (given) penalised.push(customer_id);
  }
  return { penalised };
}
