import { describe, expect, it } from 'vitest';
import { TokenizeFailure } from '#src/payments/tokenize-failure';
import { tokenizeCard } from '#src/payments/tokenizer';

const card = (number: string) => ({ number, name: 'Ana López', expMonth: '12', expYear: '30', cvc: '123' });

describe('tokenizeCard (mock mode)', () => {
  it.each([
    ['4242 4242 4242 4242', 'tok_visa', 'visa', '4242'],
    ['5555555555554444', 'tok_mastercard', 'mastercard', '4444'],
    ['378282246310005', 'tok_amex', 'amex', '0005'],
    ['4000000000000002', 'tok_chargeDeclined', 'visa', '0002'],
    ['4000000000000069', 'tok_chargeDeclinedExpiredCard', 'visa', '0069'],
    ['4000056655665556', 'tok_visa', 'visa', '5556'],
    ['6011111111111117', 'tok_visa', 'mastercard', '1117'],
  ])('%s → %s, %s, %s', async (number, token_id, card_type, last_digits) => {
    expect(await tokenizeCard(card(number))).toEqual({ token_id, card_type, last_digits });
  });

  it('refuses a number that fails the Luhn check, in Spanish', async () => {
    const refused = tokenizeCard(card('4242424242424241'));
    await expect(refused).rejects.toBeInstanceOf(TokenizeFailure);
    await expect(refused).rejects.toMatchObject({
      code: 'incorrect_number',
      message: 'El número de la tarjeta es incorrecto.',
    });
  });
});
