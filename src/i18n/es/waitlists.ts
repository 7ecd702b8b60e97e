/** Waiting lists. */
export const waitlistsStrings = {
  waitlists: {
    joined: 'Anotada en lista de espera.',
    left: 'Eliminada de lista de espera.',
    leaveConfirm: '¿Estás segura que deseas eliminarte de la lista de espera?',
    leaveConfirmButton: 'Salir de la lista',
    title: 'Mis Listas de Espera',
    help: '¿Cómo funciona?',
    helpTitle: '¿Cómo funcionan las listas de espera?',
    helpBody: [
      'Cuando una clase está llena, en el calendario aparece el botón «Lista de Espera». Al presionarlo te anotamos en la lista de esa clase.',
      'Anotarte no reserva tu lugar ni descuenta créditos. Si alguien cancela y se libera un lugar, podrás reservarlo desde el calendario como cualquier otra clase.',
      'Puedes salir de una lista cuando quieras, desde el calendario o desde esta página.',
    ],
    helpClose: 'Entendido',
    closeHelp: 'Cerrar ayuda',
    loading: 'Cargando tus listas de espera…',
    loadError: 'Lo sentimos, no pudimos cargar tus listas de espera.',
    empty: 'No estás en ninguna lista de espera.',
    emptyHint: 'Cuando una clase esté llena, puedes anotarte en su lista desde el calendario.',
    goToCalendar: 'Ir al calendario',
    columns: {
      class: 'Clase',
      date: 'Fecha y hora',
      location: 'Estudio',
      joinedAt: 'Anotada el',
      actions: 'Acciones',
    },
    leave: 'Salir de la lista',
    leaveOf: (name: string) => `Salir de la lista de ${name}`,
    unknownClass: 'Clase',
  },
} as const;
