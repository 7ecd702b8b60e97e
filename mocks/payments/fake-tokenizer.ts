import { passesLuhn } from '#src/domain/card-brand';
import { es } from '#src/i18n/es';
import { TokenizeFailure } from '#src/payments/tokenize-failure';
import type { CardToTokenize } from '#src/payments/tokenizer';
import { tokenForNumber } from './card-tokens';

export const FAKE_TOKENIZER_LATENCY_MS = 150;

/**
 * The card tokenizer in mock mode: Stripe's test numbers give their documented tokens
 * (tok_chargeDeclined…), so POST /metodosPago declines them as the real processor would; other
 * valid numbers get their brand's ordinary token. Only a number failing the Luhn check is refused here.
 */
export async function fakeCardToken(card: CardToTokenize): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, FAKE_TOKENIZER_LATENCY_MS));
  if (!passesLuhn(card.number)) throw new TokenizeFailure('incorrect_number', es.cards.errors.numberInvalid);
  return tokenForNumber(card.number);
}
