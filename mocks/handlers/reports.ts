import { requireStaff } from '#mocks/auth';
import { timezoneOffset } from '#mocks/booking/settings';
import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { toCents } from '#src/domain/discount';
import { reportWindow, studioDayOf, REPORT_MESSAGES } from '#src/domain/admin/reports/range';
import {
  buildSalesReport,
  PAID_STATUSES,
  SALES_GROUPS,
  type SalesGroup,
} from '#src/domain/admin/reports/sales';

/** The range of a report call, or a 400 in the contract's words. */
function windowOf(request: Request) {
  const query = new URL(request.url).searchParams;
  const range = reportWindow(mockNow(), timezoneOffset(), {
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  });
  if (!range.ok) throw apiError(400, range.message);
  return { window: range.window, query };
}

const paid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/** The back-office's reports (inferred calls, decision 075): the shared builders over the records. */
export const reportHandlers = [
  http.get('/admin/reports/sales', ({ request, response }) => {
    requireStaff(request);
    const { window, query } = windowOf(request);
    const group = (query.get('group') ?? 'day') as SalesGroup;
    if (!SALES_GROUPS.includes(group)) throw apiError(400, REPORT_MESSAGES.groupInvalid);
    const offsetHours = timezoneOffset();
    const methodName = (payment_method_id: number | null | undefined) =>
      payment_method_id
        ? (db.paymentMethods.findFirst((q) => q.where({ payment_method_id }))?.name ?? null)
        : null;
    // One row per purchase: the builder sums them as the server's SQL does.
    const sales = db.purchases
      .findMany((q) => q.where({ createdAt: (value) => value >= window.start && value < window.end }))
      .filter((purchase) => paid(purchase.status))
      .map((purchase) => ({
        day: studioDayOf(purchase.createdAt, offsetHours),
        package: purchase.title ?? '',
        method: methodName(purchase.payment_method_id),
        provider: null,
        free: toCents(purchase.total_payment) === 0,
        count: 1,
        total_cents: toCents(purchase.total_payment),
      }));
    const subscriptions = db.purchases
      .findMany((q) => q.where({ status: 'active', createdAt: (value) => value < window.end }))
      .filter((purchase) => purchase.subscription_id)
      .map((purchase) => ({
        total_cents: toCents(purchase.total_payment),
        period: purchase.subscription_period ?? null,
        interval: purchase.subscription_interval ?? null,
      }));
    return response(200).json(
      buildSalesReport({ from: window.from, to: window.to, group, sales, subscriptions }),
    );
  }),
];
