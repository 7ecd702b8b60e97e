/** The back-office's reports (issue 33, decision 075). The specs have no text for them. */
export const adminReportStrings = {
  reports: {
    navGroup: 'Reportes',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Ver',
    period: 'Periodo',
    loading: 'Cargando el reporte…',
    loadError: 'No pudimos cargar el reporte.',
    downloadCsv: 'Descargar CSV',
    /** The chart is a picture of the table below it, which carries the same figures for a screen reader. */
    chartLabel: (title: string) => `Gráfica: ${title}. Las mismas cifras están en la tabla.`,
    empty: 'No hay datos en este periodo.',
    count: 'Compras',
    total: 'Total',
    sales: {
      nav: 'Ventas',
      title: 'Ventas',
      total: (total: string, count: number) => `${total} en ${count} ${count === 1 ? 'compra' : 'compras'}`,
      group: 'Agrupar por',
      groups: { day: 'Día', week: 'Semana', month: 'Mes' },
      byPeriod: 'Ventas por periodo',
      byPackage: 'Ventas por paquete',
      byMethod: 'Ventas por forma de pago',
      package: 'Paquete',
      method: 'Forma de pago',
      recurringTitle: 'Ingreso recurrente',
      recurring: (monthly: string, subscriptions: number) =>
        `${monthly} al mes de ${subscriptions} ${subscriptions === 1 ? 'suscripción activa' : 'suscripciones activas'}`,
      weekOf: (day: string) => `Semana del ${day}`,
    },
  },
} as const;
