import type { StaffArea } from '#src/domain/staff/areas';
import { resourceByKey } from '#src/admin/resources/all';
import type { AdminGroup } from '#src/admin/resources/definition';
import { REPORTS, REPORTS_SCREEN } from '#src/admin/reports/report-list';

/** A menu group's resources belong to this area unless their screen says otherwise. */
const GROUP_AREAS: Record<AdminGroup, StaffArea> = {
  catalogue: 'catalogue',
  customers: 'customers',
  schedule: 'schedule',
  content: 'content',
  payments: 'catalogue',
  settings: 'settings',
};

/** Screens of the back-office (the path's first segment) whose area is not their group's. */
const SCREEN_AREAS: Record<string, StaffArea> = {
  clientes: 'customers',
  'eventos-especiales': 'customers',
  direcciones: 'customers',
  horarios: 'checkin',
  reservaciones: 'checkin',
  correos: 'schedule',
  'dias-cerrados': 'schedule',
  formularios: 'content',
  ajustes: 'settings',
  equipo: 'staff',
};

/**
 * The staff area a back-office screen belongs to (decision 070), so the menu and a typed address
 * ask the one permission rule (src/domain/staff/permissions.ts). Undefined: not a screen.
 */
export function areaOfScreen(key: string): StaffArea | undefined {
  if (key.startsWith(`${REPORTS_SCREEN}/`))
    return REPORTS.find((report) => `${REPORTS_SCREEN}/${report.key}` === key)?.area;
  const resource = resourceByKey(key);
  return SCREEN_AREAS[key] ?? (resource ? GROUP_AREAS[resource.group] : undefined);
}
