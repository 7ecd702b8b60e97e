import { and, asc, desc, eq } from 'drizzle-orm';
import { bookingSettings, classBookingFacts, live, lockClass } from '#server/booking/facts';
import { asBookingConflict } from '#server/booking/store';
import { classViewsById, waitlistViews } from '#server/booking/views';
import { asSeenBy } from '#server/services/single-class-views';
import type { Database } from '#server/db/client';
import { singleClasses, waitlistPromotions, waitlists } from '#server/db/schema';
import { orNotFound, orRefused } from '#server/http/api-error';
import { requireCustomer, requireUser } from '#server/identity/caller';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { decideOwnWaitlistEntry } from '#src/domain/booking/ownership';
import { classStarted } from '#src/domain/booking/settings';
import { decideJoinWaitlist, decideSaveWaitlist } from '#src/domain/booking/waitlist-decision';
import { partsOf, type ServiceFactory } from './context';

/** Waitlists (mocks/handlers/waitlists.ts): join, save, leave, one's position and promotions. */
export const waitlistService: ServiceFactory = ({ db, clock }) => {
  const entryOf = async (waitlist_id: number) =>
    (await db.select().from(waitlists).where(eq(waitlists.waitlist_id, waitlist_id)))[0];
  const viewOf = async (row: typeof waitlists.$inferSelect) => (await waitlistViews(db, [row]))[0]!;

  return {
    async listMyWaitlists(request) {
      const { customer } = requireUser(request);
      if (!customer) return { waitlists: [] };
      const rows = await db
        .select()
        .from(waitlists)
        .where(eq(waitlists.customer_id, customer.customer_id))
        .orderBy(asc(waitlists.createdAt), asc(waitlists.waitlist_id));
      return { waitlists: await waitlistViews(db, rows) };
    },

    async joinWaitlist(request) {
      const { customer } = requireCustomer(request);
      const { customer_id } = customer;
      const input = partsOf(request).body as { single_class_id: number };
      const now = clock.now();
      const joined = await asBookingConflict(() =>
        db.transaction(async (t) => {
          const tx = t as unknown as Database;
          const singleClass = live(await lockClass(tx, input.single_class_id));
          const [already] = await tx
            .select()
            .from(waitlists)
            .where(
              and(
                eq(waitlists.customer_id, customer_id),
                eq(waitlists.single_class_id, input.single_class_id),
              ),
            );
          const decided = orRefused(
            decideJoinWaitlist({
              ...(await classBookingFacts(tx, singleClass, now, await bookingSettings(tx))),
              customerId: customer_id,
              alreadyWaiting: Boolean(already),
            }),
          );
          const [row] = await tx
            .insert(waitlists)
            .values({
              single_class_id: decided.singleClass.single_class_id,
              customer_id,
              createdAt: now.toISOString(),
            })
            .returning();
          return row!;
        }),
      );
      return { waitlist: await viewOf(joined) };
    },

    // The client saves with PUT when the entry already has an id; an entry stays on its class.
    async updateWaitlist(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as { waitlist_id: number; single_class_id: number };
      const { entry } = orRefused(
        decideSaveWaitlist(await entryOf(input.waitlist_id), customer.customer_id, input.single_class_id),
      );
      return { waitlist: await viewOf(entry) };
    },

    // Moves into classes that have not started, most recent first (server/booking/store.ts).
    async listMyWaitlistPromotions(request) {
      const { customer } = requireCustomer(request);
      const rows = await db
        .select()
        .from(waitlistPromotions)
        .where(eq(waitlistPromotions.customer_id, customer.customer_id))
        .orderBy(desc(waitlistPromotions.createdAt), desc(waitlistPromotions.waitlist_promotion_id));
      const classes = await classViewsById(
        db,
        rows.map((row) => row.single_class_id),
      );
      const settings = await bookingSettings(db);
      const now = clock.now();
      const promotions = rows.flatMap((row) => {
        const owned = classes.get(row.single_class_id);
        return owned && !classStarted(owned.class_date, now, settings)
          ? [{ ...row, single_class: asSeenBy(owned, row.customer_id) }]
          : [];
      });
      return { promotions };
    },

    async getMyWaitlistForClass(request) {
      const { customer } = requireCustomer(request);
      const id = Number(partsOf(request).params.id);
      const [singleClass] = await db
        .select()
        .from(singleClasses)
        .where(eq(singleClasses.single_class_id, id));
      const found = orNotFound(live(singleClass), BOOKING_MESSAGES.classNotFound);
      const [entry] = await db
        .select()
        .from(waitlists)
        .where(
          and(
            eq(waitlists.customer_id, customer.customer_id),
            eq(waitlists.single_class_id, found.single_class_id),
          ),
        );
      return { waitlist: entry ? await viewOf(entry) : null };
    },

    async leaveWaitlist(request) {
      const { customer } = requireCustomer(request);
      const id = Number(partsOf(request).params.id);
      const { entry } = orRefused(decideOwnWaitlistEntry(await entryOf(id), customer.customer_id, 403));
      await db.delete(waitlists).where(eq(waitlists.waitlist_id, entry.waitlist_id));
      return { message: BOOKING_MESSAGES.waitlistLeft };
    },
  };
};
