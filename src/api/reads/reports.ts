import { api, unwrap } from '#src/api/client';
import type { operations } from '#src/api/schema.gen';

export type SalesReportQuery = NonNullable<operations['getSalesReport']['parameters']['query']>;

/** The sales report (GET /admin/reports/sales, inferred); the studio's clock fills a missing range. */
export async function readSalesReport(query: SalesReportQuery) {
  return unwrap(api.GET('/admin/reports/sales', { params: { query } }));
}
