import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  bookingSettings,
  classBookingFacts,
  customerBookingFacts,
  entryFacts,
  live,
  lockClass,
} from '#server/booking/facts';
import { asBookingConflict, promoteFromWaitlist, storeReservation } from '#server/booking/store';
import { reservationView, rosterView } from '#server/booking/views';
import type { Database } from '#server/db/client';
import { availableClasses, reservations, scheduleCatalogue, singleClasses } from '#server/db/schema';
import { orNotFound, orRefused } from '#server/http/api-error';
import { requireCustomer, requireStaff, requireStaffOnClass, requireUser } from '#server/identity/caller';
import { decideCancel } from '#src/domain/booking/cancel-decision';
import type { SpotChoice } from '#src/domain/booking/facts';
import { decideGuestName } from '#src/domain/booking/guest-decision';
import { myReservation } from '#src/domain/booking/my-reservation';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { decideOwnReservation } from '#src/domain/booking/ownership';
import { decideRating } from '#src/domain/booking/rating-decision';
import { decideReserve } from '#src/domain/booking/reserve-decision';
import { decideUpdate } from '#src/domain/booking/update-decision';
import { countWithCreditBack } from '#src/domain/credits';
import { pageOf, pageWindow, RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';
import { classViewCache } from './class-view-cache';
import { partsOf, type ServiceFactory } from './context';
import { filterNeedsSettings, reservationFilter, type Filter } from './reservation-filter';

interface ReservationInput {
  single_class_id: number;
  spot?: SpotChoice | undefined;
  guest?: string | null;
}

/** A row of Mis Reservaciones' statement as the driver gives it (decision 090). */
interface PageRow {
  class_reservation_id: number;
  single_class_id: number;
  customer_id: number;
  deletedAt: Date | string | null;
  is_cash: boolean;
  is_paid: boolean;
  attend: boolean | null;
  spot: number | string | null;
  guest: string | null;
  class_stars: number | null;
  coach_stars: number | null;
  comment: string | null;
  createdAt: Date | string | null;
  /** bigint and count come as text from node-postgres. */
  total: number | string;
  revision: number | string | null;
  catalogue: number | string | null;
}

/** A timestamp as the contract writes it (the schema's `instant`), whichever driver read it. */
function instantOf(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The caller's own reservation, locked: 404 when it does not exist, 403 when it is someone else's. */
export async function lockOwnReservation(tx: Database, class_reservation_id: number, customer_id: number) {
  const [found] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.class_reservation_id, class_reservation_id))
    .for('update');
  return orRefused(decideOwnReservation(found, customer_id)).reservation;
}

/**
 * Each write is one transaction: lock the class row (every booking of a class waits its turn),
 * gather the facts, ask the shared rule (src/domain/booking), store what it decided.
 */
export const reservationService: ServiceFactory = ({ db, clock }) => {
  const classes = classViewCache();
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
    asBookingConflict(() => db.transaction((tx) => work(tx as unknown as Database)));

  /** Cancels as decideCancel says, credit back when in time, then offers the place to the waitlist. */
  function cancel(request: FastifyRequest) {
    const { customer } = requireCustomer(request);
    const id = Number(partsOf(request).params.id);
    const now = clock.now();
    return inTransaction(async (tx) => {
      // The class is locked before the reservation, the order every booking write takes.
      const [found] = await tx.select().from(reservations).where(eq(reservations.class_reservation_id, id));
      const owned = orRefused(decideOwnReservation(found, customer.customer_id)).reservation;
      const singleClass = await lockClass(tx, owned.single_class_id);
      const reservation = await lockOwnReservation(tx, id, customer.customer_id);
      const { creditReturned, returnToRowId } = orRefused(
        decideCancel({ reservation, singleClass, settings: await bookingSettings(tx), now }),
      );
      if (returnToRowId !== null) {
        const [row] = await tx
          .select()
          .from(availableClasses)
          .where(eq(availableClasses.available_class_id, returnToRowId))
          .for('update');
        if (row) {
          await tx
            .update(availableClasses)
            .set({ available_classes: countWithCreditBack(row.available_classes) })
            .where(eq(availableClasses.available_class_id, returnToRowId));
        }
      }
      const [cancelled] = await tx
        .update(reservations)
        .set({ deletedAt: now.toISOString() })
        .where(eq(reservations.class_reservation_id, id))
        .returning();
      if (singleClass) await promoteFromWaitlist(tx, singleClass, reservation.spot ?? null, now);
      return { reservation: cancelled ?? reservation, creditReturned };
    });
  }

  return {
    async listMyReservations(request) {
      const { customer } = requireUser(request);
      if (!customer) return { total: 0, class_reservations: [] };
      const { query } = partsOf(request);
      const requested = query.filter;
      const filter: Filter =
        requested === 'upcoming' || requested === 'past' || requested === 'cancelled' ? requested : 'all';
      const { offset, limit } = pageWindow(pageOf(query.page), RESERVATIONS_PAGE_SIZE);
      // Only the filters that depend on the studio's clock read its settings.
      const settings = filterNeedsSettings(filter) ? await bookingSettings(db) : undefined;
      const where = and(
        eq(reservations.customer_id, customer.customer_id),
        reservationFilter(filter, clock.now(), settings),
      );
      // Most recent class first, as the contract says. The page's ids and the count come first:
      // for the whole list off the index alone (customer, class date, id), so only the page's 50
      // rows are read from the table, not the customer's whole history before them (page 40 read
      // 2,000 rows for 50, decision 090, amended); a tab that filters on cancellation reads that
      // flag from each of her rows. Then the columns the row shows, each class's
      // revision and the catalogue's (so the cache knows which views it holds still stand,
      // decision 079). Its rows are taken as the driver gives them: drizzle's mapping of 50 rows
      // was the largest part of a request's CPU in the bench's profile (decision 090).
      const r = reservations;
      const { rows: found } = (await db.execute(sql`
        with page as (
          select ${r.class_reservation_id} as id, ${r.class_date} as day, count(*) over () as total
          from ${r}
          where ${where}
          order by ${r.class_date} desc nulls last, ${r.class_reservation_id}
          limit ${limit} offset ${offset}
        )
        select ${r.class_reservation_id}, ${r.single_class_id}, ${r.customer_id},
          ${r.deletedAt} as "deletedAt", ${r.is_cash}, ${r.is_paid}, ${r.attend}, ${r.spot},
          ${r.guest}, ${r.class_stars}, ${r.coach_stars}, ${r.comment},
          ${r.createdAt} as "createdAt", ${r.class_date}, page.total,
          ${singleClasses.revision} as revision,
          (select ${scheduleCatalogue.revision} from ${scheduleCatalogue}) as catalogue
        from page
          join ${r} on ${r.class_reservation_id} = page.id
          left join ${singleClasses} on ${singleClasses.single_class_id} = ${r.single_class_id}
        order by page.day desc nulls last, page.id
      `)) as unknown as { rows: PageRow[] };
      // Past the last page the window counts nothing: only then is the count asked on its own.
      const total =
        (found[0] ? Number(found[0].total) : undefined) ??
        (await db.select({ total: count() }).from(reservations).where(where))[0]?.total ??
        0;
      const stamps = found.flatMap(({ single_class_id, revision }) =>
        revision === null ? [] : [{ single_class_id, revision: Number(revision) }],
      );
      const views = await classes.viewsOfStamps(db, stamps, Number(found[0]?.catalogue ?? 0));
      const byId = new Map(views.map((view) => [view.single_class_id, view]));
      return {
        total,
        class_reservations: found.map((row) =>
          myReservation(
            { ...row, deletedAt: instantOf(row.deletedAt), createdAt: instantOf(row.createdAt) ?? undefined },
            byId.get(row.single_class_id),
          ),
        ),
      };
    },

    async createReservation(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as ReservationInput;
      const now = clock.now();
      const stored = await inTransaction(async (tx) => {
        // What needs no lock first: in a rush, every statement under the class's lock is one
        // the next customer waits for.
        const { settings, account } = await entryFacts(tx, customer);
        const singleClass = live(await lockClass(tx, input.single_class_id));
        const decided = orRefused(
          decideReserve({
            ...(await classBookingFacts(tx, singleClass, now, settings)),
            ...(await customerBookingFacts(tx, customer, now, settings, account)),
            request: { spot: input.spot, guest: input.guest },
          }),
        );
        return { reservation: await storeReservation(tx, customer.customer_id, decided, now), singleClass };
      });
      return { class_reservation: await reservationView(db, stored.reservation, stored.singleClass) };
    },

    async updateReservation(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as ReservationInput & { class_reservation_id: number };
      const now = clock.now();
      const updated = await inTransaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(reservations)
          .where(eq(reservations.class_reservation_id, input.class_reservation_id));
        const owned = orRefused(decideOwnReservation(found, customer.customer_id)).reservation;
        const singleClass = live(await lockClass(tx, owned.single_class_id));
        const reservation = await lockOwnReservation(tx, owned.class_reservation_id, customer.customer_id);
        const { spot, guest } = orRefused(
          decideUpdate({
            ...(await classBookingFacts(tx, singleClass, now, await bookingSettings(tx))),
            reservation,
            input,
          }),
        );
        const [row] = await tx
          .update(reservations)
          .set({ spot, guest })
          .where(eq(reservations.class_reservation_id, reservation.class_reservation_id))
          .returning();
        return row ?? reservation;
      });
      return { class_reservation: await reservationView(db, updated) };
    },

    async rateReservation(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as {
        class_reservation_id: number;
        customer_id: number;
        class_stars: unknown;
        coach_stars: unknown;
        comment?: string | null;
      };
      const rated = await inTransaction(async (tx) => {
        const reservation = await lockOwnReservation(tx, input.class_reservation_id, customer.customer_id);
        const { rating } = orRefused(
          decideRating({
            customerId: customer.customer_id,
            reservation,
            input,
            ratingEnabled: (await bookingSettings(tx)).ratingEnabled,
          }),
        );
        const [row] = await tx
          .update(reservations)
          .set(rating)
          .where(eq(reservations.class_reservation_id, reservation.class_reservation_id))
          .returning();
        return row ?? reservation;
      });
      return { class_reservation: await reservationView(db, rated) };
    },

    async deleteReservation(request) {
      await cancel(request);
      return { message: BOOKING_MESSAGES.cancelled };
    },

    async cancelReservation(request) {
      const { reservation, creditReturned } = await cancel(request);
      return {
        class_reservation: await reservationView(db, reservation),
        credit_returned: creditReturned,
        message: BOOKING_MESSAGES.cancelled,
      };
    },

    async updateGuestName(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as { class_reservation_id: number; name?: unknown };
      await inTransaction(async (tx) => {
        const reservation = await lockOwnReservation(tx, input.class_reservation_id, customer.customer_id);
        const { guest } = orRefused(
          decideGuestName({
            reservation,
            name: input.name,
            guestsAllowed: (await bookingSettings(tx)).guestsAllowed,
          }),
        );
        await tx
          .update(reservations)
          .set({ guest })
          .where(eq(reservations.class_reservation_id, reservation.class_reservation_id));
      });
      return { message: BOOKING_MESSAGES.guestSaved };
    },

    /** The QR code's page: any customer's reservation, for staff only. */
    async getReservationAdmin(request) {
      requireStaff(request);
      const id = Number(partsOf(request).params.id);
      const [row] = await db.select().from(reservations).where(eq(reservations.class_reservation_id, id));
      const reservation = orNotFound(row, BOOKING_MESSAGES.reservationNotFound);
      await requireStaffOnClass(request, db, reservation.single_class_id);
      return { class_reservation: await rosterView(db, reservation) };
    },
  };
};
