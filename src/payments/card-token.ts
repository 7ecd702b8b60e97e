import type { CardType } from '#src/domain/card-brand';

/**
 * Saving a card: the card goes to the provider's tokenizer in the browser and only its token
 * reaches /api (POST /metodosPago). Live: Conekta.js, as the saved card's
 * conekta_payment_source_id suggests (docs/decisions/007-payment-providers.md); mock mode: a fake
 * over Stripe's test-card table. Declines on saving are the server's answer, not the tokenizer's.
 */
export interface CardToTokenize {
  number: string;
  name: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export interface CardToken {
  token_id: string;
  card_type: CardType;
  last_digits: string;
}
