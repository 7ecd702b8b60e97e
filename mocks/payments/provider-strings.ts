/**
 * Text of the fake providers' own screens (PayPal's button, Stripe's hosted page). It stands in
 * for what the providers show, not the studio's app, so it is kept out of src/i18n/es.ts and
 * never reaches the live bundle.
 */
export const paypalText = {
  pay: 'Pagar con PayPal',
  approving: 'Conectando con PayPal…',
};

export const hostedCheckoutText = {
  title: 'Pago con tarjeta',
  testMode: 'Modo de prueba: usa una tarjeta de prueba de Stripe, p. ej. 4242 4242 4242 4242.',
  order: (id: number) => `Pedido #00${id}`,
  total: 'Total a pagar',
  pay: 'Pagar',
  cancel: 'Cancelar',
  loading: 'Cargando el pago…',
  notFound: 'No encontramos este pago.',
  notPending: 'Este pago ya no está pendiente.',
  back: 'Volver',
};
