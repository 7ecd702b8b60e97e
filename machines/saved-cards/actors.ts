import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { classify } from '#src/api/failures';
import { splitExpiry, type CardEntry } from '#src/domain/card-entry';
import { TokenizeFailure } from '#src/payments/tokenize-failure';
import { tokenizeCard } from '#src/payments/tokenizer';
import type { SaveCardFailure, SavedCard } from './machine';

/** Every way saving can fail, as the machine branches on it. */
export function toSaveFailure(error: unknown): SaveCardFailure {
  if (error instanceof TokenizeFailure) {
    return error.code === 'incorrect_number'
      ? { kind: 'invalidNumber' }
      : { kind: 'unavailable', message: error.message };
  }
  const { kind, message } = classify('savedCard', error);
  // 402: the processor refused the card; its message is already the customer's.
  if (kind === 'declined') return { kind, message };
  // A refusal's own words are shown; without an answer there are none to show.
  return { kind: 'unavailable', message: kind === 'refused' && message ? message : null };
}

/** Real implementations: the typed client and the card tokenizer (src/payments/tokenizer.ts). */
export function createSavedCardsActors(options: { tokenizerKey?: string | null } = {}) {
  return {
    loadCards: fromPromise<SavedCard[]>(async () => (await unwrap(api.GET('/metodosPago'))).metodos_pago),
    removeCard: fromPromise<void, { paymentSourceId: number }>(async ({ input }) => {
      await unwrap(api.DELETE('/metodosPago/{id}', { params: { path: { id: input.paymentSourceId } } }));
    }),
    saveCard: fromPromise<SavedCard, CardEntry>(async ({ input }) => {
      try {
        const { month, year } = splitExpiry(input.expiry);
        const token = await tokenizeCard(
          { number: input.number, name: input.name.trim(), expMonth: month, expYear: year, cvc: input.cvc },
          { publicKey: options.tokenizerKey ?? null },
        );
        const body = { ...token, saveCard: true as const };
        return (await unwrap(api.POST('/metodosPago', { body }))).metodo_pago;
      } catch (error) {
        throw toSaveFailure(error);
      }
    }),
  };
}
