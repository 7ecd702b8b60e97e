/** The QA personas of ARCHITECTURE.md. Every one signs in with {@link PERSONA_PASSWORD}. */
export const PERSONA_PASSWORD = 'demo1234';

export const personas = {
  ana: { customer_id: 1, uid: 'qa-ana', email: 'ana@demo.mx', state: '10 créditos, perfil completo' },
  ilimitada: { customer_id: 2, uid: 'qa-ilimitada', email: 'ilimitada@demo.mx', state: 'Ilimitado, 30 días' },
  penalizada: {
    customer_id: 3,
    uid: 'qa-penalizada',
    email: 'penalizada@demo.mx',
    state: 'Ilimitado con penalización',
  },
  sincreditos: { customer_id: 4, uid: 'qa-sincreditos', email: 'sincreditos@demo.mx', state: 'Sin créditos' },
  incompleta: {
    customer_id: 5,
    uid: 'qa-incompleta',
    email: 'incompleta@demo.mx',
    state: 'Perfil incompleto',
  },
  terminos: {
    customer_id: 6,
    uid: 'qa-terminos',
    email: 'terminos@demo.mx',
    state: 'Falta aceptar un documento',
  },
  suscrita: {
    customer_id: 7,
    uid: 'qa-suscrita',
    email: 'suscrita@demo.mx',
    state: 'Suscripción activa, 2 tarjetas',
  },
  admin: { customer_id: 8, uid: 'qa-admin', email: 'admin@demo.mx', state: 'Administradora' },
  recepcion: { customer_id: 9, uid: 'qa-recepcion', email: 'recepcion@demo.mx', state: 'Recepción' },
  coach: { customer_id: 10, uid: 'qa-coach', email: 'coach@demo.mx', state: 'Coach' },
} as const;

export type PersonaKey = keyof typeof personas;
export type Persona = (typeof personas)[PersonaKey];
