/**
 * The flow visualiser's words. Not assembled into `es` (src/i18n/es.ts): es is in every bundle,
 * and nothing of this developer tool may reach the live build (docs/decisions/008), so only the
 * devtools import this file.
 */
export const flowsText = {
  title: 'Visualizador de flujos',
  intro:
    'Cada máquina de estados de la app, dibujada a partir de su propia definición. Abre esta página en otra pestaña mientras usas la app para seguir sus actores en vivo.',
  machines: 'Máquinas',
  running: (n: number) => (n === 1 ? '1 actor en ejecución' : `${n} actores en ejecución`),
  back: 'Todas las máquinas',
  notFound: 'No hay ninguna máquina con ese nombre.',
  diagram: (id: string) => `Diagrama de la máquina ${id}`,
  laying: 'Calculando el diagrama…',
  layoutError: 'No se pudo dibujar el diagrama.',
  zoom: 'Zoom',
  fit: 'Ajustar al ancho',
  live: 'En vivo',
  actors: 'Actores',
  noActors: 'Ningún actor de esta máquina en ejecución. Úsala en la app (en otra pestaña) y aparecerá aquí.',
  actorLabel: (sessionId: string, status: string) => `${sessionId} (${status})`,
  currentState: 'Estado actual',
  events: 'Registro de eventos',
  noEvents: 'Sin eventos todavía.',
  time: 'Hora',
  event: 'Evento',
  payload: 'Datos',
  context: 'Contexto',
  mermaid: 'Mermaid (como en docs/flows)',
  clear: 'Vaciar registro',
  functionValue: (name: string) => `[función ${name || 'anónima'}]`,
  moreItems: (count: number) => `… ${count} más`,
} as const;
