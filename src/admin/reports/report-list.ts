import type { StaffArea } from '#src/domain/staff/areas';
import { es } from '#src/i18n/es-admin';

/**
 * The back-office's reports (decision 075): the address under /admin/reportes, the menu's words
 * and the staff area whose roles may open it (the same area as its call in operation-areas.ts).
 * Kept out of the reports' lazy chunk: the menu reads it on every back-office page.
 */
export const REPORTS = [
  { key: 'ventas', label: es.reports.sales.nav, area: 'money' },
  { key: 'ocupacion', label: es.reports.fill.nav, area: 'reports' },
  { key: 'asistencia', label: es.reports.attendance.nav, area: 'reports' },
  { key: 'coaches', label: es.reports.coaches.nav, area: 'reports' },
  { key: 'clientes', label: es.reports.customers.nav, area: 'reports' },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  area: StaffArea;
}>;

export type ReportKey = (typeof REPORTS)[number]['key'];

export const REPORTS_SCREEN = 'reportes';
