import type { Role } from '#src/domain/staff/areas';

/** The owner's 'Equipo' screen: who works at the studio and with which role (decision 070). */
export const adminTeamStrings = {
  team: {
    navLabel: 'Equipo',
    title: 'Equipo',
    intro:
      'Cada rol ve solo lo que le toca: recepción, el día, los clientes y la entrada; un coach, sus clases.',
    loading: 'Cargando el equipo…',
    loadError: 'No pudimos cargar el equipo.',
    empty: 'Todavía no hay nadie en el equipo.',
    name: 'Nombre',
    email: 'Correo',
    role: 'Rol',
    coach: 'Coach',
    roleOf: (who: string) => `Rol de ${who}`,
    coachOf: (who: string) => `Coach de ${who}`,
    noCoach: 'Elige un coach',
    saved: 'Rol guardado.',
    roles: {
      customer: 'Cliente (sin acceso)',
      admin: 'Dueño',
      front_desk: 'Recepción',
      coach: 'Coach',
    } satisfies Record<Role, string>,
  },
} as const;
