/** The installable app: passes without signal, 'Instalar app', the update notice, a waitlist's move into a class. */
export const pwaStrings = {
  pwa: {
    savedPassesTitle: 'Sin conexión: estas son tus reservaciones guardadas en este dispositivo',
    savedPassesUpdated: (when: string) => `Actualizado el ${when} (hora del estudio).`,
    savedPassesCaveat:
      'Pueden haber cambiado desde entonces. Tu código de acceso sigue sirviendo; para cancelar o calificar necesitas conexión.',
    savedPassesEmpty: 'No tienes reservaciones próximas guardadas en este dispositivo.',
    offlineSessionTitle: 'Sin conexión: sesión sin verificar',
    offlineSessionBody: (when: string) =>
      `Abriste tu cuenta con los datos guardados en este dispositivo el ${when} (hora del estudio). Se verificará en cuanto vuelva la señal; mientras tanto puedes ver tus reservaciones y tu código de acceso.`,
    // A failing studio server (a 5xx) while a returning customer's session is restored: the
    // signal is fine, so these say the server failed, not 'Sin conexión'.
    serverSessionTitle: 'El servidor del estudio falló: sesión sin verificar',
    serverSessionBody: (when: string) =>
      `El servidor del estudio no pudo confirmar tu sesión. Tu sesión sigue abierta con los datos guardados en este dispositivo el ${when} (hora del estudio); lo intentaremos de nuevo en unos momentos.`,
    serverCredits: 'Tus créditos se mostrarán cuando el servidor del estudio responda.',
    serverRestoring:
      'El servidor del estudio falló al abrir tu sesión. Tu sesión sigue abierta; lo intentaremos de nuevo en unos momentos.',
    offlineNeedsServer: 'Necesitas conexión para ver esto. Se mostrará cuando vuelva la señal.',
    offlineCredits: 'Tus créditos se mostrarán cuando vuelva la señal.',
    updateReady: 'Hay una nueva versión de la app.',
    update: 'Actualizar',
    installTitle: 'Lleva tu estudio en el teléfono',
    installBody: 'Instala la app para abrir tus reservaciones y tu código de acceso aunque no tengas señal.',
    install: 'Instalar app',
    installLater: 'Ahora no',
    promotionTitle: '¡Tienes lugar en tu clase!',
    promotionBody: (className: string, when: string) =>
      `Se liberó un lugar y pasaste de la lista de espera a ${className} del ${when} (hora del estudio). Ya está en tus reservaciones.`,
    promotionBodyNoClass:
      'Se liberó un lugar y pasaste de la lista de espera a tu clase. Ya está en tus reservaciones.',
    promotionSeeReservations: 'Ver mis reservaciones',
    promotionDismiss: 'Entendido',
  },
} as const;
