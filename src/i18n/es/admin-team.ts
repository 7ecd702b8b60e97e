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
    add: {
      title: 'Agregar al equipo',
      intro: 'Busca a la persona entre los clientes del estudio y elige su rol: entra con su misma cuenta.',
      searchLabel: 'Buscar cliente por nombre, correo o teléfono',
      search: 'Buscar',
      loading: 'Buscando clientes…',
      loadError: 'No pudimos buscar a los clientes.',
      empty: 'Ningún cliente fuera del equipo coincide con la búsqueda.',
      noAccount: 'Sin cuenta para entrar',
    },
    roles: {
      customer: 'Cliente (sin acceso)',
      admin: 'Dueño',
      front_desk: 'Recepción',
      coach: 'Coach',
    } satisfies Record<Role, string>,
  },
} as const;
