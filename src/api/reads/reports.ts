import { api, unwrap } from '#src/api/client';
import type { operations } from '#src/api/schema.gen';

export type SalesReportQuery = NonNullable<operations['getSalesReport']['parameters']['query']>;

/** The sales report (GET /admin/reports/sales, inferred); the studio's clock fills a missing range. */
export async function readSalesReport(query: SalesReportQuery) {
  return unwrap(api.GET('/admin/reports/sales', { params: { query } }));
}

export type ClassFillQuery = NonNullable<operations['getClassFillReport']['parameters']['query']>;

/** The class fill report and the locations its filter offers. */
export async function readClassFillReport(query: ClassFillQuery) {
  const [report, { locations }] = await Promise.all([
    unwrap(api.GET('/admin/reports/class-fill', { params: { query } })),
    unwrap(api.GET('/locations')),
  ]);
  return { ...report, locations: locations.map(({ location_id, name }) => ({ location_id, name })) };
}
