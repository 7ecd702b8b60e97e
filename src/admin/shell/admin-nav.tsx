import { Heading, Link, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { es } from '#src/i18n/es-admin';
import { ADMIN_RESOURCES } from '#src/admin/resources/all';
import type { AdminGroup } from '#src/admin/resources/definition';
import { useAdminPath } from '#src/admin/admin-base';
import { mayUseArea, type StaffMember } from '#src/domain/staff/permissions';
import { REPORTS, REPORTS_SCREEN } from '#src/admin/reports/report-list';
import { areaOfScreen } from './screen-areas';
import { useStaffMember } from './use-staff-member';

const GROUPS: readonly AdminGroup[] = [
  'catalogue',
  'customers',
  'schedule',
  'content',
  'payments',
  'settings',
];

/** Screens that are not a resource definition: their own routes in admin-route.tsx, listed first. */
const SCREENS: Partial<Record<AdminGroup, ReadonlyArray<{ key: string; label: string }>>> = {
  customers: [
    { key: 'clientes', label: es.resources.customers.label },
    { key: 'eventos-especiales', label: es.customers.specialEvents },
  ],
  schedule: [
    { key: 'horarios', label: es.adminSchedule.navLabel },
    { key: 'correos', label: es.scheduleResources.sentMails.label },
  ],
  content: [{ key: 'formularios', label: es.resources.forms.label }],
  settings: [
    { key: 'ajustes', label: es.resources.settings.label },
    { key: 'equipo', label: es.team.navLabel },
  ],
};

/** A group's entries the signed-in role may use (decision 070): none, and the group is not shown. */
function entriesOf(group: AdminGroup, member: StaffMember) {
  return [
    ...(SCREENS[group] ?? []),
    ...ADMIN_RESOURCES.filter((resource) => resource.group === group),
  ].filter((entry) => {
    const area = areaOfScreen(entry.key);
    return area !== undefined && mayUseArea(member, area);
  });
}

function NavGroup({
  title,
  resources,
  onNavigate,
}: {
  title: string;
  resources: ReadonlyArray<{ key: string; label: string }>;
  onNavigate?: () => void;
}) {
  const id = useId();
  const path = useAdminPath();
  return (
    <Stack as="nav" aria-labelledby={id} gap="1">
      <Heading as="h2" id={id} size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {resources.map((resource) => (
        <Link
          key={resource.key}
          asChild
          px="2"
          py="1"
          rounded="md"
          color="fg"
          _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}
        >
          <NavLink to={path(resource.key)} onClick={onNavigate}>
            {resource.label}
          </NavLink>
        </Link>
      ))}
    </Stack>
  );
}

/** The side navigation: the six groups of a working day, in order, each with what the role may use. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const member = useStaffMember();
  // The reports the role may open (money is the owner's alone): none, and the group is not shown.
  const reports = REPORTS.filter((report) => mayUseArea(member, report.area)).map((report) => ({
    key: `${REPORTS_SCREEN}/${report.key}`,
    label: report.label,
  }));
  return (
    <Stack gap="5">
      {GROUPS.map((group) => {
        const resources = entriesOf(group, member);
        return resources.length === 0 ? null : (
          <NavGroup
            key={group}
            title={es.admin.groups[group]}
            resources={resources}
            onNavigate={onNavigate}
          />
        );
      })}
      {reports.length > 0 && (
        <NavGroup title={es.reports.navGroup} resources={reports} onNavigate={onNavigate} />
      )}
    </Stack>
  );
}
