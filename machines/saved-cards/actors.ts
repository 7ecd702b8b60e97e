import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
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
  // 402: the processor refused the card; its message is already the customer's.
  if (error instanceof ApiFailure && error.status === 402)
    return { kind: 'declined', message: error.message };
  if (error instanceof ApiFailure && error.status >= 400 && error.status < 500 && error.message) {
    return { kind: 'unavailable', message: error.message };
  }
  return { kind: 'unavailable', message: null };
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
