import { describe, expect, it } from 'vitest';
import {
  discountError,
  purchaseError,
  type PurchaseErrorFacts,
  type PurchaseStage,
} from '#src/domain/purchase-errors';
import { discountErrorText, purchaseErrorText } from '#src/features/checkout/checkout-messages';

const say = (facts: PurchaseErrorFacts, stage: PurchaseStage = 'purchase', withDiscount = false) =>
  purchaseErrorText(purchaseError(facts, { stage, withDiscount }));

const declined = (declineCode: string) => ({ status: 402, code: 'card_declined', declineCode, message: 'x' });

// commerce-content-admin §8 "Purchase errors": one line per row of the table, word for word.
describe('purchase errors (every row of §8)', () => {
  it.each<[string, PurchaseErrorFacts, string]>([
    [
      '404 for a package',
      { status: 404, message: 'No existe' },
      'Lo sentimos, no encontramos el paquete que quieres comprar.',
    ],
    [
      '402 insufficient funds',
      declined('insufficient_funds'),
      'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.',
    ],
    [
      '402 lost card',
      declined('lost_card'),
      'Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.',
    ],
    [
      '402 stolen card',
      declined('stolen_card'),
      'Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.',
    ],
    [
      '402 declined, other',
      declined('generic_decline'),
      'Tu tarjeta fue rechazada por tu banco. Comunícate con tu banco para saber más.',
    ],
    ['expired_card', { status: 402, code: 'expired_card' }, 'Tu tarjeta ha expirado'],
    ['incorrect_cvc', { status: 402, code: 'incorrect_cvc' }, 'El CVV de tu tarjeta es incorrecto'],
    ['incorrect_number', { status: 402, code: 'incorrect_number' }, 'El número de la tarjeta es incorrecto.'],
    ['400', { status: 400, message: 'Bad request' }, 'No has seleccionado un método de pago.'],
    [
      '412 with a message',
      { status: 412, message: 'Este paquete se ha agotado.' },
      'Este paquete se ha agotado.',
    ],
    [
      '412 without a message',
      { status: 412 },
      'Lo sentimos, se ha alcanzado el límite de personas para este paquete.',
    ],
    [
      '409',
      { status: 409, message: 'Conflict' },
      'Lo sentimos, ya has alcanzado el límite de compras de este paquete.',
    ],
    [
      'other with a message',
      { status: 402, code: 'processing_error', message: 'Hubo un error al procesar tu tarjeta.' },
      'Hubo un error al procesar tu tarjeta.',
    ],
    [
      'default (500 without a message)',
      { status: 500 },
      'Hubo un error al procesar tu compra. Inténtalo más tarde.',
    ],
    [
      'default (no answer at all)',
      { status: 0, message: 'Failed to fetch' },
      'Hubo un error al procesar tu compra. Inténtalo más tarde.',
    ],
    [
      'suspicious behaviour',
      declined('fraudulent'),
      'Lo sentimos, nuestro procesador de tarjetas ha rechazado el pago. Comunícate con nosotros.',
    ],
    [
      'a code containing formatted',
      { status: 402, code: 'card_number_formatted' },
      'El formato de la tarjeta no es válido, revisa los datos que ingresaste por favor.',
    ],
  ])('%s', (_, facts, text) => {
    expect(say(facts)).toBe(text);
  });
});

describe('embedded card flow (§8)', () => {
  it.each<[string, PurchaseErrorFacts, boolean, string]>([
    [
      '412 with a discount',
      { status: 412, message: 'Este paquete se ha agotado.' },
      true,
      'Lo sentimos. No puedes usar este descuento',
    ],
    ['412 with the server message', { status: 412, message: 'Cupo lleno.' }, false, 'Cupo lleno.'],
    ['412 without one', { status: 412 }, false, 'Este paquete se ha agotado.'],
    [
      '409',
      { status: 409, message: 'x' },
      false,
      'Lo sentimos, ya has alcanzado el límite de compras de este paquete.',
    ],
  ])('attempt: %s', (_, facts, withDiscount, text) => {
    expect(say(facts, 'embedded', withDiscount)).toBe(text);
  });

  it.each<[string, PurchaseErrorFacts, string]>([
    [
      'a card decline keeps its table message',
      declined('insufficient_funds'),
      'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.',
    ],
    [
      'any other processor error',
      { status: 402, code: 'processing_error', message: 'Intenta más tarde' },
      'Hubo un error al procesar tu compra: Intenta más tarde',
    ],
    ['no message at all', { status: 402 }, 'Hubo un error al procesar tu compra. Inténtalo más tarde.'],
  ])('confirmation: %s', (_, facts, text) => {
    expect(say(facts, 'cardConfirmation')).toBe(text);
  });
});

describe('discount errors (§8)', () => {
  it.each<[string, PurchaseErrorFacts, string]>([
    ['412 used up', { status: 412, message: 'otro texto' }, 'Lo sentimos, ya has agotado este descuento.'],
    ['the server message as is', { status: 404, message: 'Código vencido.' }, 'Código vencido.'],
    ['other failure', { status: 0, message: 'Failed to fetch' }, 'Lo sentimos, ese descuento no es válido.'],
    [
      'a server error',
      { status: 500, message: 'Internal Server Error' },
      'Lo sentimos, ese descuento no es válido.',
    ],
  ])('%s', (_, facts, text) => {
    expect(discountErrorText(discountError(facts))).toBe(text);
  });
});
