import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { staffRoleActors } from '#machines/staff-role/actors';
import { staffRoleMachine, type RoleChange, type StaffUser } from '#machines/staff-role/machine';
import { selectFailure, selectIsSaving } from '#machines/staff-role/selectors';
import { readCustomerSearch, type Customer } from '#src/api/reads/admin-customers';
import { readCoaches, readStaff } from '#src/api/reads/staff';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { ROLES, type Role } from '#src/domain/staff/areas';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { ReadState } from '#src/ui/load-states';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';
import { fullName } from '#src/domain/full-name';

const t = es.team;
const who = (user: StaffUser) => user.name ?? user.email;

/**
 * 'Equipo' (the owner's): every account with a staff role and a select to change it; a coach
 * also names the coach record they are, which decides whose classes they see (decision 070).
 */
export function TeamPage() {
  const staff = useRead(readStaff, undefined);
  const coaches = useRead(readCoaches, undefined);
  const flow = useFlow(staffRoleMachine, {
    actors: staffRoleActors,
    actions: {
      notifySaved: () => {
        showSuccess(t.saved);
        staff.refresh();
      },
    },
  });
  const saving = useSelector(flow, selectIsSaving);
  const failure = useSelector(flow, selectFailure);
  const save = (change: RoleChange) => flow.send({ type: 'staffRole.set', change });

  const columns: ListColumn<StaffUser>[] = [
    titleColumn(t.name, who),
    { id: 'email', header: t.email, cell: (user) => user.email },
    {
      id: 'role',
      header: t.role,
      cell: (user) => (
        <RoleSelect
          label={t.roleOf(who(user))}
          role={user.role}
          disabled={saving}
          onChange={(role) => save({ uid: user.uid, role, coach_id: user.coach_id })}
        />
      ),
    },
    {
      id: 'coach',
      header: t.coach,
      cell: (user) =>
        user.role !== 'coach' ? (
          '—'
        ) : (
          <NativeSelect.Root size="sm" disabled={saving} maxW="56">
            <NativeSelect.Field
              aria-label={t.coachOf(who(user))}
              value={user.coach_id ?? ''}
              onChange={(event) =>
                save({ uid: user.uid, role: 'coach', coach_id: Number(event.target.value) || null })
              }
            >
              <option value="">{t.noCoach}</option>
              {(coaches.data ?? []).map((coach) => (
                <option key={coach.instructor_id} value={coach.instructor_id}>
                  {[coach.name, coach.last_name].filter(Boolean).join(' ')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ),
    },
  ];

  return (
    <Stack gap="4" maxW="5xl">
      <Heading as="h1" size="xl">
        {t.title}
      </Heading>
      <Text>{t.intro}</Text>
      <ReadState read={staff} loading={t.loading} failed={t.loadError} />
      <SaveFailureAlert failure={failure} texts={{ unavailable: es.resourceEdit.unavailable }} />
      {staff.data && (
        <ResponsiveList
          rows={staff.data}
          columns={columns}
          rowKey={(user) => user.uid}
          testId="team"
          empty={{ text: t.empty }}
        />
      )}
      <AddToTeam
        team={staff.data ?? []}
        saving={saving}
        onRole={(uid, role) => save({ uid, role, coach_id: null })}
      />
    </Stack>
  );
}

function RoleSelect(props: { label: string; role: Role; disabled: boolean; onChange: (role: Role) => void }) {
  return (
    <NativeSelect.Root size="sm" disabled={props.disabled} maxW="56">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.role}
        onChange={(event) => props.onChange(event.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A customer joins the team with the account they already have: the owner finds them (the
 * customers screen's search) and picks a role, saved like any other role change. A coach then
 * names their coach record in the team list.
 */
function AddToTeam(props: { team: StaffUser[]; saving: boolean; onRole: (uid: string, role: Role) => void }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const onTeam = new Set(props.team.map((user) => user.uid));
  const columns: ListColumn<Customer>[] = [
    titleColumn(t.name, fullName),
    { id: 'email', header: t.email, cell: (customer) => customer.email },
    {
      id: 'role',
      header: t.role,
      cell: (customer) =>
        customer.uid ? (
          <RoleSelect
            label={t.roleOf(fullName(customer))}
            role="customer"
            disabled={props.saving}
            onChange={(role) => customer.uid && props.onRole(customer.uid, role)}
          />
        ) : (
          t.add.noAccount
        ),
    },
  ];
  return (
    <Stack gap="3" as="section" aria-labelledby="team-add-title">
      <Heading as="h2" size="md" id="team-add-title">
        {t.add.title}
      </Heading>
      <Text>{t.add.intro}</Text>
      <form
        role="search"
        aria-label={t.add.title}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <HStack align="end" gap="3" maxW="2xl">
          <Field.Root>
            <Field.Label>{t.add.searchLabel}</Field.Label>
            <Input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            {t.add.search}
          </Button>
        </HStack>
      </form>
      {query !== null && (
        <CustomerMatches
          query={query}
          columns={columns}
          keep={(customer) => !onTeam.has(customer.uid ?? '')}
        />
      )}
    </Stack>
  );
}

function CustomerMatches(props: {
  query: string;
  columns: ListColumn<Customer>[];
  keep: (customer: Customer) => boolean;
}) {
  const results = useRead(readCustomerSearch, { query: props.query, page: 1 });
  return (
    <>
      <ReadState read={results} loading={t.add.loading} failed={t.add.loadError} whileRefreshing />
      {results.data && (
        <ResponsiveList
          rows={results.data.customers.filter(props.keep)}
          columns={props.columns}
          rowKey={(customer) => customer.customer_id}
          testId="team-candidates"
          empty={{ text: t.add.empty }}
        />
      )}
    </>
  );
}
