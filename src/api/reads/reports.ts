import { api, unwrap } from '#src/api/client';
import type { operations } from '#src/api/schema.gen';

export type SalesReportQuery = NonNullable<operations['getSalesReport']['parameters']['query']>;

/** The sales report (GET /admin/reports/sales, inferred); the studio's clock fills a missing range. */
export async function readSalesReport(query: SalesReportQuery) {
  return unwrap(api.GET('/admin/reports/sales', { params: { query } }));
}

export type ClassFillQuery = NonNullable<operations['getClassFillReport']['parameters']['query']>;

/** A class report and the locations its filter offers. */
async function withLocations<T>(report: Promise<T>) {
  const [answer, { locations }] = await Promise.all([report, unwrap(api.GET('/locations'))]);
  return { ...answer, locations: locations.map(({ location_id, name }) => ({ location_id, name })) };
}

/** The class fill report and the locations its filter offers. */
export async function readClassFillReport(query: ClassFillQuery) {
  return withLocations(unwrap(api.GET('/admin/reports/class-fill', { params: { query } })));
}

export type AttendanceQuery = NonNullable<operations['getAttendanceReport']['parameters']['query']>;

/** The attendance report and the locations its filter offers. */
export async function readAttendanceReport(query: AttendanceQuery) {
  return withLocations(unwrap(api.GET('/admin/reports/attendance', { params: { query } })));
}

export type CoachesQuery = NonNullable<operations['getCoachesReport']['parameters']['query']>;

/** The coaches report and the locations its filter offers. */
export async function readCoachesReport(query: CoachesQuery) {
  return withLocations(unwrap(api.GET('/admin/reports/coaches', { params: { query } })));
}

export type CustomersReportQuery = NonNullable<operations['getCustomersReport']['parameters']['query']>;

/** The customers report and the locations its filter offers. */
export async function readCustomersReport(query: CustomersReportQuery) {
  return withLocations(unwrap(api.GET('/admin/reports/customers', { params: { query } })));
}
