import { Heading, Link, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { es } from '#src/i18n/es-admin';
import { ADMIN_RESOURCES } from '#src/admin/resources/all';
import type { AdminGroup } from '#src/admin/resources/definition';
import { useAdminPath } from '#src/admin/admin-base';

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
  schedule: [{ key: 'horarios', label: es.adminSchedule.navLabel }],
  content: [{ key: 'formularios', label: es.resources.forms.label }],
  settings: [{ key: 'ajustes', label: es.resources.settings.label }],
};

function NavGroup({ group, onNavigate }: { group: AdminGroup; onNavigate?: () => void }) {
  const id = useId();
  const path = useAdminPath();
  const resources = [
    ...(SCREENS[group] ?? []),
    ...ADMIN_RESOURCES.filter((resource) => resource.group === group),
  ];
  return (
    <Stack as="nav" aria-labelledby={id} gap="1">
      <Heading as="h2" id={id} size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {es.admin.groups[group]}
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

/** The side navigation: the six groups of a working day, in order. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack gap="5">
      {GROUPS.map((group) => (
        <NavGroup key={group} group={group} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
