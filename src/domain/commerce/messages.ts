import { checkoutStrings } from '#src/i18n/es/checkout';

/** The specs' Spanish texts for commerce answers (commerce-content-admin.md, section 8), word for word. */
export const COMMERCE_MESSAGES = {
  packageNotFound: 'Lo sentimos, no encontramos el paquete que quieres comprar.',
  limitReached: 'Lo sentimos, ya has alcanzado el límite de compras de este paquete.',
  soldOut: 'Este paquete se ha agotado.',
  noPaymentMethod: 'No has seleccionado un método de pago.',
  discountInvalid: 'Lo sentimos, ese descuento no es válido.',
  discountExhausted: 'Lo sentimos, ya has agotado este descuento.',
  /** The embedded card flow's text for a 412 when a code was sent. */
  discountNotUsable: 'Lo sentimos. No puedes usar este descuento',
  discountNotFound: 'Descuento no encontrado.',
  /** Ours, not the specs': a first-payment code on a subscription whose first payment is a free trial's. */
  discountNotForTrial:
    'Este código solo descuenta el primer pago, y esta suscripción empieza con días de prueba gratis: no tendría efecto.',
  notFree: 'Este paquete no es gratuito: elige un método de pago.',
  cashDisabled: 'El pago en efectivo no está disponible.',
  /** Ours: staff mark paid only a purchase still waiting for its cash. */
  notPendingCash: 'Esta compra no es un pago en efectivo pendiente: no se puede marcar como pagada.',
  purchaseNotFound: 'No encontramos esta compra.',
  purchaseNotYours: 'Esta compra no es tuya.',
  notForSomeoneElse: 'No puedes comprar a nombre de otra persona.',
  cancelReasonRequired: 'Debes indicar un motivo de cancelación.',
  subscriptionCancelled: '¡Suscripción cancelada!',
  onlyActiveSubscription: 'Solo puedes cancelar una suscripción activa.',
  packageAddedToHome: '¡Paquete agregado al home con éxito!',
  packageRemovedFromHome: '¡Paquete eliminado del home!',
  cardDeleted: 'Metodo de Pago eliminado con éxito.',
  /** The spec's text for a failed card delete (commerce §8, other errors). */
  cardDeleteFailed: 'Hubo un error al agregar este método de pago.',
  cardMissing: 'Falta la tarjeta a guardar.',
  savedCardNotFound: 'No encontramos esta tarjeta.',
  savedCardNotYours: 'No encontramos esa tarjeta guardada.',
  /** The card provider failed or could not be reached: the spec's default purchase error. */
  providerFailed: checkoutStrings.checkout.errors.default,
  /** The payment button's capture names no purchase of the caller's still to be paid. */
  paymentNotFound: 'No encontramos el pago que quieres confirmar.',
  planNotFound: 'No encontramos el plan de la suscripción.',
  /** Stripe reads only the status; the text is for whoever reads its delivery log. */
  webhookNotSigned: 'La firma del evento de Stripe no es válida.',
  paypalWebhookNotSigned: 'PayPal no confirmó este evento.',
} as const;
