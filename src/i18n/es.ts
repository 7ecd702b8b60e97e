/**
 * Every user-visible string. The specs' Spanish texts are copied word for word;
 * grouped by the screen or flow that shows them.
 */
export const es = {
  app: {
    loading: 'Cargando…',
    bootError: 'No pudimos cargar la aplicación. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    skipToContent: 'Saltar al contenido',
  },
  landing: {
    welcome: 'Bienvenida a',
    reserveCta: 'Reservar clase',
    packagesCta: 'Ver paquetes',
  },
  nav: {
    home: 'Inicio',
    packagesDefault: 'Paquetes',
    schedule: 'Horarios',
    login: 'Ingresar',
    account: 'Mi Cuenta',
  },
  footer: {
    poweredBy: 'Powered by',
  },
} as const;
