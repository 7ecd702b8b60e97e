import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_ADMIN_MESSAGES as MESSAGES,
  CUSTOMER_QUERY_LIMIT,
  CUSTOMERS_PAGE_SIZE,
  decideGiveAccess,
  decideRevoke,
  planCreditRemoval,
  touchesUnlimited,
} from '#src/domain/admin/customer-admin';
import { auditedTransaction, staffWrite } from '#server/admin/audit';
import { creditsTable, invoiceTable, logGrant, purchaseTable } from '#server/admin/customer-tables';
import { reservationViews, waitlistViews } from '#server/booking/views';
import { settlePurchase } from '#server/commerce/settle-purchase';
import { grantPurchase } from '#server/commerce/store-purchase';
import { purchaseViews } from '#server/commerce/views';
import { syncUnlimited } from '#server/customers/unlimited';
import type { Database } from '#server/db/client';
import { matchingWords } from '#server/db/like';
import { pageOf, pageWindow, RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';
import {
  availableClasses,
  classPackages,
  customers,
  invoices,
  paymentMethods,
  purchases,
  reservations,
  waitlists,
  customerSearchText,
} from '#server/db/schema';
import { apiError, orNotFound, orRefused } from '#server/http/api-error';
import { requireStaff } from '#server/identity/caller';
import { decideCashPayment } from '#src/domain/commerce/cash-payment';
import { partsOf, type ServiceFactory } from './context';
import { creditsInForce, customerView } from './customer-views';

/**
 * Every word of the query appears somewhere in the customer's name, last name, email or phone,
 * folded as the shared foldText folds them (customerSearchText, held by a trigram index).
 */
function matching(query: string | undefined): SQL | undefined {
  return matchingWords(customerSearchText(customers), query);
}

/**
 * A page of the customers matching a search, by id, each row with the count of every match.
 * The matches and their count on their own first, then the page cut from them by id, then only
 * the page's rows. Asked for in one query ordered by id, PostgreSQL walked every customer in id
 * order to test each (385 ms at 50,000 customers for a search matching 11, where the trigram
 * index answers in 1.8 ms; 334 ms for one matching 1,111, 11 ms through the index). The count's
 * window keeps the matches from being merged into that walk.
 */
export function customerPageQuery(db: Database, query: string | undefined, offset: number, limit: number) {
  const found = db
    .select({ id: customers.customer_id, total: sql<number>`count(*) over ()`.as('total') })
    .from(customers)
    .where(matching(query))
    .as('found');
  return db
    .select({ customer: customers, total: sql<number>`${found.total}`.mapWith(Number) })
    .from(found)
    .innerJoin(customers, eq(customers.customer_id, found.id))
    .orderBy(asc(found.id))
    .limit(limit)
    .offset(offset);
}

async function lockCustomer(tx: Database, customer_id: unknown) {
  const [row] =
    typeof customer_id === 'number'
      ? await tx.select().from(customers).where(eq(customers.customer_id, customer_id)).for('update')
      : [];
  return orNotFound(row, MESSAGES.customerNotFound);
}

async function lockPurchase(tx: Database, purchase_id: number) {
  const [row] = await tx.select().from(purchases).where(eq(purchases.purchase_id, purchase_id)).for('update');
  return row;
}

/**
 * The back-office's customers (mocks/handlers/customer-admin.ts): the list and lookup, one
 * customer with every related list, their bookings, and access given, revoked or taken back by
 * staff; every write in one transaction with its audit entry.
 */
export const adminCustomersService: ServiceFactory = ({ db, clock }) => ({
  async adminListCustomers(request) {
    requireStaff(request);
    const { query } = partsOf(request);
    const { offset, limit } = pageWindow(pageOf(query.page), CUSTOMERS_PAGE_SIZE);
    const rows = await customerPageQuery(db, query.query, offset, limit);
    const total =
      rows[0]?.total ??
      (
        await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(customers)
          .where(matching(query.query))
      )[0]!.n;
    return { customers: rows.map((row) => row.customer), total };
  },

  async adminSearchCustomers(request) {
    requireStaff(request);
    const text = partsOf(request).query.query?.trim() ?? '';
    if (!text) return { customers: [] };
    const rows = await db
      .select()
      .from(customers)
      .where(matching(text))
      .orderBy(asc(customers.customer_id))
      .limit(CUSTOMER_QUERY_LIMIT);
    return { customers: rows };
  },

  async adminGetCustomer(request) {
    requireStaff(request);
    const customer_id = Number(partsOf(request).params.id);
    const [row] = await db.select().from(customers).where(eq(customers.customer_id, customer_id));
    return { customer: await customerView(db, orNotFound(row, MESSAGES.customerNotFound), clock.now()) };
  },

  async adminGetCustomerBookings(request) {
    requireStaff(request);
    const customer_id = Number(partsOf(request).params.id);
    const [row] = await db.select().from(customers).where(eq(customers.customer_id, customer_id));
    orNotFound(row, MESSAGES.customerNotFound);
    // As the customer reads them (newestClassFirst): the latest class first, so staff see what is
    // coming and what just happened, whatever order the reservations were made in; a page at a time.
    const { offset, limit } = pageWindow(pageOf(partsOf(request).query.page), RESERVATIONS_PAGE_SIZE);
    const mine = eq(reservations.customer_id, customer_id);
    const [[counted], bookings] = await Promise.all([
      db.select({ total: count() }).from(reservations).where(mine),
      db
        .select()
        .from(reservations)
        .where(mine)
        .orderBy(sql`${reservations.class_date} desc nulls last`, asc(reservations.class_reservation_id))
        .limit(limit)
        .offset(offset),
    ]);
    const waiting = await db
      .select()
      .from(waitlists)
      .where(eq(waitlists.customer_id, customer_id))
      .orderBy(desc(waitlists.waitlist_id));
    return {
      total: counted?.total ?? 0,
      class_reservations: await reservationViews(db, bookings),
      waitlists: await waitlistViews(db, waiting),
    };
  },

  adminGiveAccess(request) {
    const input = partsOf(request).body as {
      customer_id?: number;
      class_package_id?: number;
      payment_method_id?: number | null;
      package_days?: number | null;
      is_gift?: boolean;
      bill?: boolean;
    };
    const now = clock.now();
    return auditedTransaction(db, staffWrite(request, now), async (tx, log) => {
      const customer = await lockCustomer(tx, input.customer_id);
      const [pkg] =
        typeof input.class_package_id === 'number'
          ? await tx
              .select()
              .from(classPackages)
              .where(eq(classPackages.class_package_id, input.class_package_id))
          : [];
      orNotFound(pkg, MESSAGES.packageNotFound);
      const methodId = input.payment_method_id;
      if (methodId !== null && methodId !== undefined) {
        const [method] = await tx
          .select({ id: paymentMethods.payment_method_id })
          .from(paymentMethods)
          .where(eq(paymentMethods.payment_method_id, methodId));
        orNotFound(method, MESSAGES.paymentMethodNotFound);
      }
      // Prices in cents: the shared rule keeps the caller's unit.
      const given = orRefused(
        decideGiveAccess(input, { ...pkg!, price: pkg!.price_cents, sale_price: pkg!.sale_price_cents }),
      );
      const stamp = now.toISOString();
      const [purchase] = await tx
        .insert(purchases)
        .values({
          customer_id: customer.customer_id,
          class_package_id: pkg!.class_package_id,
          title: pkg!.title,
          amount_cents: given.amount,
          total_payment_cents: given.total_payment,
          status: 'completed',
          class_amount: pkg!.class_amount,
          payment_method_id: methodId ?? null,
          expiration_days: given.expiration_days,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning();
      log.change(purchaseTable, undefined, purchase);
      if (given.bill) {
        const [invoice] = await tx
          .insert(invoices)
          .values({
            purchase_id: purchase!.purchase_id,
            total_payment_cents: given.total_payment,
            status: 'completed',
            createdAt: stamp,
          })
          .returning();
        log.change(invoiceTable, undefined, invoice);
      }
      const granted = await grantPurchase(
        tx,
        purchase!,
        { ...pkg!, expiration_days: given.expiration_days },
        now,
      );
      logGrant(log, granted);
      return { message: MESSAGES.accessGiven };
    });
  },

  adminRevokeAccess(request) {
    const { purchase_id } = partsOf(request).body;
    if (typeof purchase_id !== 'number' || !Number.isInteger(purchase_id)) {
      throw apiError(400, MESSAGES.purchaseIdMissing);
    }
    const now = clock.now();
    return auditedTransaction(db, staffWrite(request, now), async (tx, log) => {
      const purchase = await lockPurchase(tx, purchase_id);
      orRefused(decideRevoke(purchase));
      const [revoked] = await tx
        .update(purchases)
        .set({ status: 'revoked', updatedAt: now.toISOString() })
        .where(eq(purchases.purchase_id, purchase_id))
        .returning();
      log.change(purchaseTable, purchase, revoked);
      const removed = await tx
        .delete(availableClasses)
        .where(eq(availableClasses.purchase_id, purchase_id))
        .returning();
      for (const row of removed) log.change(creditsTable, row, undefined);
      if (purchase!.class_amount === -1 || touchesUnlimited(...removed)) {
        await syncUnlimited(tx, log, purchase!.customer_id, now);
      }
      return { message: MESSAGES.accessRevoked };
    });
  },

  /**
   * The desk received a pending cash purchase's money: the shared rule refuses anything else
   * (404, 409), then the purchase settles as a provider's payment does, in this transaction with
   * its row locked, so a second mark waits and finds it paid (409) and nothing is granted twice.
   */
  markPurchasePaid(request) {
    const purchase_id = Number(partsOf(request).params.id);
    const now = clock.now();
    return auditedTransaction(db, staffWrite(request, now), async (tx, log) => {
      const { word } = orRefused(decideCashPayment(await lockPurchase(tx, purchase_id)));
      const { before, purchase, granted } = orNotFound(
        await settlePurchase(tx, purchase_id, word, now),
        MESSAGES.purchaseNotFound,
      );
      log.change(purchaseTable, before, purchase);
      logGrant(log, granted);
      const [view] = await purchaseViews(tx, [purchase]);
      return { purchase: view! };
    });
  },

  adminRemoveClasses(request) {
    const { customer_id, amount } = partsOf(request).body;
    const now = clock.now();
    return auditedTransaction(db, staffWrite(request, now), async (tx, log) => {
      const customer = await lockCustomer(tx, customer_id);
      const rows = await tx
        .select()
        .from(availableClasses)
        .where(creditsInForce(customer.customer_id, now))
        .orderBy(asc(availableClasses.available_class_id))
        .for('update');
      const { takes } = orRefused(planCreditRemoval(rows, amount, now));
      const byId = new Map(rows.map((row) => [row.available_class_id, row]));
      for (const { available_class_id, left } of takes) {
        const [after] = await tx
          .update(availableClasses)
          .set({ available_classes: left })
          .where(eq(availableClasses.available_class_id, available_class_id))
          .returning();
        log.change(creditsTable, byId.get(available_class_id), after);
      }
      return { message: MESSAGES.classesRemoved };
    });
  },
});
