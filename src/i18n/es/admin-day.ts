/** The back-office's home: the studio's day (issue 33, decision 074). The specs have no text for it. */
export const adminDayStrings = {
  day: {
    title: 'Hoy en el estudio',
    greeting: (name: string) => `Hola, ${name}.`,
    loading: 'Cargando el día…',
    loadError: 'No pudimos cargar el día del estudio.',
    classesTitle: 'Clases de hoy',
    noClasses: 'Hoy no hay clases.',
    time: 'Hora',
    classType: 'Clase',
    coach: 'Coach',
    location: 'Sede',
    booked: 'Reservados',
    waitlist: 'En espera',
    checkedIn: 'Llegaron',
    status: 'Estado',
    now: 'Ahora',
    next: 'Siguiente',
    bookedOf: (booked: number, capacity: number | null) =>
      capacity === null ? String(booked) : `${booked} de ${capacity}`,
    openRoster: (what: string) => `Lista y asistencia de ${what}`,
    alertsTitle: 'Para atender',
    noAlerts: 'Nada pendiente por ahora.',
    alerts: {
      full_with_waitlist: (what: string, when: string, count: number) =>
        `${what} ${when} está llena y tiene ${count} en lista de espera.`,
      under_a_third: (what: string, when: string, count: number) =>
        `${what} ${when} tiene solo ${count} reservados: menos de un tercio.`,
      cash_pending: (who: string, amount: string) =>
        `${who} tiene un pago en efectivo pendiente de ${amount}.`,
      membership_expiring: (who: string, when: string) => `La membresía de ${who} vence el ${when}.`,
      payment_failed: (who: string, amount: string) =>
        `Falló un cobro de la suscripción de ${who} por ${amount}.`,
    },
    today: 'hoy',
    tomorrow: 'mañana',
    salesTitle: 'Ventas de hoy',
    sales: (count: number, total: string) =>
      count === 1 ? `1 venta por ${total}.` : `${count} ventas por ${total}.`,
  },
} as const;
