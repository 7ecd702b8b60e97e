import { Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
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

/** Screens of issue 15: listed so staff see what is coming, never as links that lead nowhere. */
const COMING: Partial<Record<AdminGroup, readonly string[]>> = {
  customers: [es.resources.customers.label],
  schedule: [es.resources.schedule.label],
};

/** Screens of their own (not a resource list) in a group, after its resources. */
const SCREENS: Partial<Record<AdminGroup, readonly { key: string; label: string }[]>> = {
  content: [{ key: 'formularios', label: es.resources.forms.label }],
  settings: [{ key: 'ajustes', label: es.resources.settings.label }],
};

function NavGroup({ group, onNavigate }: { group: AdminGroup; onNavigate?: () => void }) {
  const id = useId();
  const path = useAdminPath();
  const resources = ADMIN_RESOURCES.filter((resource) => resource.group === group);
  return (
    <Stack as="nav" aria-labelledby={id} gap="1">
      <Heading as="h2" id={id} size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {es.admin.groups[group]}
      </Heading>
      {[...resources, ...(SCREENS[group] ?? [])].map((resource) => (
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
      {(COMING[group] ?? []).map((label) => (
        <HStack key={label} px="2" py="1" color="fg.muted" aria-disabled="true">
          <Text>{label}</Text>
          <Badge size="sm" variant="outline">
            {es.admin.soon}
          </Badge>
        </HStack>
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
