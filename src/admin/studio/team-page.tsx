import { Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { staffRoleActors } from '#machines/staff-role/actors';
import { staffRoleMachine, type RoleChange, type StaffUser } from '#machines/staff-role/machine';
import { selectFailure, selectIsSaving } from '#machines/staff-role/selectors';
import { readCoaches, readStaff } from '#src/api/reads/staff';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { ROLES, type Role } from '#src/domain/staff/areas';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { ReadState } from '#src/ui/load-states';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';

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
        <NativeSelect.Root size="sm" disabled={saving} maxW="56">
          <NativeSelect.Field
            aria-label={t.roleOf(who(user))}
            value={user.role}
            onChange={(event) =>
              save({ uid: user.uid, role: event.target.value as Role, coach_id: user.coach_id })
            }
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t.roles[role]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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
    </Stack>
  );
}
