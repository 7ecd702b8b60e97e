import { and, eq, gte, isNotNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { invoices, paymentMethods, purchases } from '#server/db/schema';
import type { ReportWindow } from '#src/domain/admin/reports/range';
import type { SaleRow, SubscriptionRow } from '#src/domain/admin/reports/sales';
import { chargeIsSale, purchaseIsSale } from '#server/admin/reports/sale-conditions';

/**
 * The sales report's rows (decision 075), summed in SQL: the range's sales (sale-conditions.ts), paid
 * purchases (the `purchases_created` index bounds the scan to the range) and subscriptions' charges, grouped by
 * studio day, package, method and provider, so the answer is a row per day and kind of sale,
 * never a row per purchase.
 */
export async function salesRows(
  tx: Database,
  window: ReportWindow,
  offsetHours: number,
): Promise<{ sales: SaleRow[]; subscriptions: SubscriptionRow[] }> {
  // A whole number of minutes from the studio's settings, written into the query so the same
  // expression is the one grouped by.
  const offsetMinutes = sql.raw(String(Math.round(offsetHours * 60)));
  const dayOf = (instant: AnyColumn) =>
    sql<string>`to_char((${instant} at time zone 'UTC') - make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD')`;
  const sales = await tx
    .select({
      day: dayOf(purchases.createdAt),
      package: sql<string>`coalesce(${purchases.title}, '')`,
      method: paymentMethods.name,
      provider: purchases.provider,
      free: sql<boolean>`${purchases.total_payment_cents} = 0`,
      count: sql<number>`count(*)::int`,
      total_cents: sql<number>`sum(${purchases.total_payment_cents})::int`,
    })
    .from(purchases)
    .leftJoin(paymentMethods, eq(paymentMethods.payment_method_id, purchases.payment_method_id))
    .where(and(gte(purchases.createdAt, window.start), lt(purchases.createdAt, window.end), purchaseIsSale))
    .groupBy(sql`1, 2, 3, 4, 5`);
  // Subscriptions' charges that are sales (chargeSales, the shared rule), on the day each was
  // charged, with their purchase's package and method.
  const charges = await tx
    .select({
      day: dayOf(invoices.createdAt),
      package: sql<string>`coalesce(${purchases.title}, '')`,
      method: paymentMethods.name,
      provider: purchases.provider,
      free: sql<boolean>`false`,
      count: sql<number>`count(*)::int`,
      total_cents: sql<number>`sum(${invoices.total_payment_cents})::int`,
    })
    .from(invoices)
    .innerJoin(purchases, eq(purchases.purchase_id, invoices.purchase_id))
    .leftJoin(paymentMethods, eq(paymentMethods.payment_method_id, purchases.payment_method_id))
    .where(and(gte(invoices.createdAt, window.start), lt(invoices.createdAt, window.end), chargeIsSale))
    .groupBy(sql`1, 2, 3, 4, 5`);
  const subscriptions = await tx
    .select({
      total_cents: purchases.total_payment_cents,
      period: purchases.subscription_period,
      interval: purchases.subscription_interval,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'active'),
        isNotNull(purchases.subscription_id),
        lt(purchases.createdAt, window.end),
      ),
    );
  return { sales: [...sales, ...charges], subscriptions };
}
