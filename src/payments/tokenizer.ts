import type { AppConfig } from '#src/config/app-config';
import { cardTypeOf, digitsOf, lastDigits, type CardType } from '#src/domain/card-brand';
import { TokenizeFailure } from './tokenize-failure';

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

const CONEKTA_SCRIPT = 'https://cdn.conekta.io/js/latest/conekta.js';

interface ConektaError {
  message_to_purchaser?: string;
  message?: string;
  code?: string;
}

interface Conekta {
  setPublicKey(key: string): void;
  Token: {
    create(
      params: { card: Record<string, string> },
      onSuccess: (token: { id: string }) => void,
      onError: (error: ConektaError) => void,
    ): void;
  };
}

/** The tokenizer's public key: `conekta_public_key` in the app configuration (not in the specs). */
export function tokenizerPublicKey(config: Pick<AppConfig, 'raw'>): string | null {
  return config.raw.conekta_public_key?.trim() || null;
}

let conekta: Promise<Conekta> | null = null;

function loadConekta(): Promise<Conekta> {
  conekta ??= new Promise<Conekta>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CONEKTA_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Conekta?: Conekta }).Conekta;
      if (loaded) resolve(loaded);
      else reject(new Error('Conekta.js loaded without window.Conekta'));
    };
    script.onerror = () => reject(new Error('Conekta.js failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    conekta = null;
    throw error;
  });
  return conekta;
}

async function liveToken(card: CardToTokenize, publicKey: string | null | undefined): Promise<string> {
  if (!publicKey)
    throw new TokenizeFailure('tokenizer_unavailable', 'No es posible guardar tarjetas por ahora.');
  const provider = await loadConekta();
  provider.setPublicKey(publicKey);
  return new Promise((resolve, reject) => {
    provider.Token.create(
      {
        card: {
          number: digitsOf(card.number),
          name: card.name,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvc: card.cvc,
        },
      },
      (token) => resolve(token.id),
      (error) =>
        reject(
          new TokenizeFailure(
            error.code ?? 'tokenizer_error',
            error.message_to_purchaser ?? error.message ?? 'No pudimos validar tu tarjeta.',
          ),
        ),
    );
  });
}

async function tokenOf(card: CardToTokenize, publicKey: string | null | undefined): Promise<string> {
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { fakeCardToken } = await import('#mocks/payments/fake-tokenizer');
    return fakeCardToken(card);
  }
  return liveToken(card, publicKey);
}

/** The card's token with the facts POST /metodosPago sends (card_type by the specs' first-digit rule). */
export async function tokenizeCard(
  card: CardToTokenize,
  options: { publicKey?: string | null } = {},
): Promise<CardToken> {
  const token_id = await tokenOf(card, options.publicKey);
  return { token_id, card_type: cardTypeOf(card.number), last_digits: lastDigits(card.number) };
}
