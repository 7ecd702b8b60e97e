/**
 * Which of the specs' purchase messages (commerce-content-admin §8: "Purchase errors" and
 * "Embedded card flow") a failed purchase shows. Pure: the view turns the code into Spanish
 * (es.checkout.errors), carrying the server's or the card processor's text where a row says so.
 */

/** What is known about a failure: the HTTP status (0: no answer) and the card error fields. */
export interface PurchaseErrorFacts {
  status: number;
  code?: string | undefined;
  declineCode?: string | undefined;
  message?: string | undefined;
}

/**
 * Where the purchase failed: an ordinary purchase call, the embedded card flow's attempt (its own
 * 412/409 texts) or the card confirmation with the client secret (card processor's errors).
 */
export type PurchaseStage = 'purchase' | 'embedded' | 'cardConfirmation';

export type PurchaseErrorCode =
  | 'packageNotFound'
  | 'insufficientFunds'
  | 'lostOrStolen'
  | 'declined'
  | 'expiredCard'
  | 'incorrectCvc'
  | 'incorrectNumber'
  | 'noPaymentMethod'
  | 'capacityReached'
  | 'limitReached'
  | 'serverMessage'
  | 'default'
  | 'suspicious'
  | 'badFormat'
  | 'embeddedFailure'
  | 'discountNotUsable'
  | 'soldOut';

export interface PurchaseError {
  code: PurchaseErrorCode;
  /** The text the row shows as is (server message) or inside its sentence (embedded failure). */
  message?: string;
}

/** Decline codes Stripe gives when it suspects the payment: the processor refused, not the bank. */
const SUSPICIOUS = new Set(['fraudulent', 'merchant_blacklist']);
const LOST_OR_STOLEN = new Set(['lost_card', 'stolen_card']);

/** The rows keyed by the card processor's code, whichever call reported it. */
export function cardErrorCode(code?: string, declineCode?: string): PurchaseErrorCode | null {
  if (code?.includes('formatted')) return 'badFormat';
  if (code === 'card_declined') {
    if (declineCode === 'insufficient_funds') return 'insufficientFunds';
    if (declineCode && LOST_OR_STOLEN.has(declineCode)) return 'lostOrStolen';
    if (declineCode && SUSPICIOUS.has(declineCode)) return 'suspicious';
    return 'declined';
  }
  if (code === 'expired_card') return 'expiredCard';
  if (code === 'incorrect_cvc') return 'incorrectCvc';
  // Stripe says invalid_number when the number cannot be a card at all: the same advice.
  if (code === 'incorrect_number' || code === 'invalid_number') return 'incorrectNumber';
  return null;
}

const text = (message: string | undefined) => (message?.trim() ? message.trim() : undefined);

export function purchaseError(
  facts: PurchaseErrorFacts,
  options: { stage: PurchaseStage; withDiscount: boolean },
): PurchaseError {
  const message = text(facts.message);
  const card = cardErrorCode(facts.code, facts.declineCode);
  if (options.stage === 'cardConfirmation') {
    if (card) return { code: card };
    return message ? { code: 'embeddedFailure', message } : { code: 'default' };
  }
  if (facts.status === 404) return { code: 'packageNotFound' };
  if (card) return { code: card };
  if (facts.status === 400) return { code: 'noPaymentMethod' };
  if (options.stage === 'embedded') {
    if (facts.status === 412) {
      if (options.withDiscount) return { code: 'discountNotUsable' };
      return message ? { code: 'serverMessage', message } : { code: 'soldOut' };
    }
    if (facts.status === 409) return { code: 'limitReached' };
  }
  if (facts.status === 412) return message ? { code: 'serverMessage', message } : { code: 'capacityReached' };
  if (facts.status === 409) return { code: 'limitReached' };
  // No answer at all: nothing the customer can read came back.
  if (message && facts.status !== 0) return { code: 'serverMessage', message };
  return { code: 'default' };
}

export type DiscountErrorCode = 'exhausted' | 'invalid' | 'serverMessage';

/** Discount errors (§8): 412 used up; the server's own text as is; otherwise not valid. */
export function discountError(facts: PurchaseErrorFacts): { code: DiscountErrorCode; message?: string } {
  if (facts.status === 412) return { code: 'exhausted' };
  const message = text(facts.message);
  if (message && facts.status >= 400 && facts.status < 500) return { code: 'serverMessage', message };
  return { code: 'invalid' };
}
