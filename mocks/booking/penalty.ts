import { mockNow } from '#mocks/clock';
import { db, nextId, type CustomerRecord } from '#mocks/db';
import { decidePenalty, mayEarnPenalty } from '#src/domain/booking/penalty-decision';
import { bookingSettings } from './settings';

/**
 * The unlimited members' no-show penalty, given when it is next looked at (the penalties list, a
 * reservation, a waitlist promotion): a no-show becomes one by a class ending, which no request
 * marks, so the shared rule (src/domain/booking/penalty-decision.ts) is asked then and its
 * penalty stored, as the server does (server/booking/penalty.ts; decision 052).
 */
export async function givePenaltyIfEarned(customer: CustomerRecord): Promise<void> {
  const { customer_id } = customer;
  const facts = {
    customer,
    credits: db.availableClasses.findMany((q) => q.where({ customer_id })),
    penalties: db.penalties.findMany((q) => q.where({ customer_id })),
    settings: bookingSettings(),
    now: mockNow(),
  };
  if (!mayEarnPenalty(facts)) return;
  const dates = new Map(db.singleClasses.all().map((record) => [record.single_class_id, record.class_date]));
  const decided = decidePenalty({
    ...facts,
    reservations: db.reservations
      .findMany((q) => q.where({ customer_id }))
      .flatMap((reservation) => {
        const class_date = dates.get(reservation.single_class_id);
        return class_date ? [{ ...reservation, class_date }] : [];
      }),
  });
  if (!decided.penalize) return;
  await db.penalties.create({
    penalty_id: nextId(db.penalties.all(), 'penalty_id'),
    customer_id,
    end_date: decided.end_date,
    createdAt: facts.now.toISOString(),
  });
}
