/** Issue 17's hardening: hostile content, the accessibility statement, focus and faults. */
export const hardeningStrings = {
  hardening: {
    /** A payment page address the one URL check refuses (session mode). */
    unsafeRedirect: 'No pudimos abrir la página de pago. Inténtalo de nuevo o elige otra forma de pago.',
  },
  accessibility: {
    footerLink: 'Accesibilidad',
    title: 'Declaración de accesibilidad',
    metaDescription: (business: string) =>
      `Cómo ${business || 'el estudio'} hace accesible este sitio, cómo lo comprueba y cómo pedir ayuda.`,
    intro: (business: string) =>
      `En ${business || 'nuestro estudio'} queremos que todas las personas puedan reservar, comprar y consultar sus clases, también con teclado, lector de pantalla, zoom o sin animaciones.`,
    targetTitle: 'Nivel de conformidad',
    target:
      'Nuestro objetivo es cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. El sitio cumple parcialmente: las excepciones conocidas se describen abajo.',
    testedTitle: 'Cómo lo comprobamos',
    tested: [
      'Cada pantalla que recorren nuestras pruebas automáticas se revisa con dos verificadores: axe (reglas WCAG A y AA) y Alfa de Siteimprove, que revisa también el contraste de símbolos como las estrellas de calificación.',
      'Reservar una clase y pagar un paquete se prueban solo con el teclado (Tab, Enter, Espacio y flechas).',
      'Al cambiar de pantalla, el foco pasa al título de la nueva pantalla; al cerrar un diálogo, vuelve al botón que lo abrió.',
      'Si tu sistema pide reducir el movimiento, el sitio quita animaciones, transiciones y desplazamientos suaves.',
      'Los colores del estudio se ajustan: si un color no alcanza el contraste de AA, el texto usa un tono más oscuro.',
    ],
    limitsTitle: 'Limitaciones conocidas',
    limits: [
      'Los textos, imágenes y videos que publica el estudio (avisos, páginas, descripciones) pueden no tener texto alternativo o subtítulos.',
      'Los videos de YouTube y Vimeo usan el reproductor de esos servicios, cuya accesibilidad no controlamos.',
      'Las ventanas de pago de terceros (tarjeta, PayPal) siguen la accesibilidad de cada proveedor.',
      'Los mapas de lugares de clases muy grandes pueden requerir muchas pulsaciones de flechas.',
    ],
    contactTitle: 'Contacto',
    contact:
      'Si encuentras una barrera o necesitas la información en otro formato, escríbenos y te responderemos en un máximo de 5 días hábiles:',
    contactEmail: (email: string) => `Correo: ${email}`,
    contactFallback: 'Escríbenos por los medios de contacto del pie de página.',
    updated: 'Última revisión: noviembre de 2026.',
  },
} as const;
