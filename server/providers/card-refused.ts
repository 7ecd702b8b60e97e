import type { FastifyBaseLogger } from 'fastify';
import { apiError, type ApiError } from '#server/http/api-error';
import { cardErrorCode } from '#src/domain/purchase-errors';
import { checkoutStrings } from '#src/i18n/es/checkout';

const ERRORS = checkoutStrings.checkout.errors;

/**
 * A card the processor refused, whichever processor (Stripe, Conekta): the contract's 402 fields,
 * Stripe's codes (the app maps code / decline_code to the spec's rows) and the row's text.
 */
export class CardRefused extends Error {
  constructor(
    readonly code: string,
    readonly decline_code: string | undefined,
    message: string,
  ) {
    super(message);
  }

  /**
   * Built from Stripe-style codes, with the text of their row (src/domain/purchase-errors), as the
   * mocks' test-card table words them: a suspected card reads as the bank's refusal there (the app
   * picks the 'suspicious' row itself from the decline_code).
   */
  static of(code: string, decline_code?: string): CardRefused {
    const found = cardErrorCode(code, decline_code);
    const row = found === 'suspicious' ? 'declined' : found;
    const text = row ? ERRORS[row as keyof typeof ERRORS] : undefined;
    return new CardRefused(code, decline_code, typeof text === 'string' ? text : ERRORS.declined);
  }

  /** What a refusal is stored as under its Idempotency-Key, so a retry answers it again. */
  get answer() {
    return {
      message: this.message,
      code: this.code,
      ...(this.decline_code ? { decline_code: this.decline_code } : {}),
    };
  }

  /** The contract's 402. */
  toApiError(): ApiError {
    const { message, ...extra } = this.answer;
    return apiError(402, message, extra as ApiError['extra']);
  }
}

/**
 * A card processor's refusal as the contract's 402; any other failure of it (network, keys, its
 * 5xx) as a 502 with `fallback`, logged with what the processor said but never a key or a card.
 */
export function cardFailure(
  error: unknown,
  log: FastifyBaseLogger,
  fallback: string,
  processor: 'stripe' | 'conekta',
): ApiError {
  if (error instanceof CardRefused) return error.toApiError();
  // Conekta's SDK (axios) carries the answer as error.response; Stripe's its status and request id.
  const reason = error as {
    response?: { status?: number };
    statusCode?: number;
    type?: string;
    code?: string;
    requestId?: string;
  };
  log.warn(
    {
      [processor]: {
        status: reason.response?.status ?? reason.statusCode,
        type: reason.type,
        code: reason.code,
        request: reason.requestId,
      },
    },
    `${processor === 'stripe' ? 'Stripe' : 'Conekta'} no respondió como se esperaba`,
  );
  return apiError(502, fallback);
}
