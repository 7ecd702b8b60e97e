import { assign, setup } from 'xstate';
import type { components } from '#src/api/schema.gen';
import { cardEntryErrors, type CardEntry, type CardEntryError, type CardField } from '#src/domain/card-entry';
import { confirmThenRun } from '#machines/shared/confirm-then-run';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

export type SavedCard = components['schemas']['SavedCard'];
export type FieldErrors = Partial<Record<CardField, CardEntryError>>;

/** Why saving a card failed (actors.ts maps every error to one of these). */
export type SaveCardFailure =
  | { kind: 'invalidNumber' }
  | { kind: 'declined'; message: string }
  | { kind: 'unavailable'; message: string | null };

interface SavedCardsContext {
  cards: SavedCard[];
  /** The card being removed, from the 'Eliminar' press until the call ends. */
  removing: SavedCard | null;
  entry: CardEntry | null;
  fieldErrors: FieldErrors;
  saveFailure: SaveCardFailure | null;
}

export type SavedCardsEvent =
  | { type: 'cards.reload' }
  | { type: 'card.remove'; paymentSourceId: number }
  | { type: 'card.remove.confirm' }
  | { type: 'card.remove.cancel' }
  | { type: 'card.add' }
  | { type: 'card.add.cancel' }
  | { type: 'card.edit'; field: CardField }
  | { type: 'card.save'; entry: CardEntry; now: Date };

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * /mystudio/metodos: the customer's saved cards, removing one after the 'Precaución' confirm,
 * and adding one (the form is checked here, the card tokenized and saved by the actor). A refused
 * card goes back to the open form with its reason; the view keeps what was typed.
 */
const savedCardsSetup = setup({
  types: { context: {} as SavedCardsContext, events: {} as SavedCardsEvent },
  actors: {
    loadCards: notProvided<SavedCard[]>('saved-cards', 'loadCards'),
    removeCard: notProvided<void, { paymentSourceId: number }>('saved-cards', 'removeCard'),
    saveCard: notProvided<SavedCard, CardEntry>('saved-cards', 'saveCard'),
  },
  guards: {
    listed: ({ context, event }) =>
      event.type === 'card.remove' &&
      context.cards.some((card) => card.payment_source_id === event.paymentSourceId),
    entryValid: ({ event }) =>
      event.type === 'card.save' && Object.keys(cardEntryErrors(event.entry, event.now)).length === 0,
    numberRefused: ({ event }) => (errorOf(event) as SaveCardFailure | undefined)?.kind === 'invalidNumber',
  },
  actions: {
    // The view provides the alerts.
    notifyRemoved: () => undefined,
    notifyRemoveFailed: () => undefined,
    notifySaved: () => undefined,
    storeCards: assign(({ event }) => ({ cards: (event as unknown as { output: SavedCard[] }).output })),
    holdRemove: assign(({ context, event }) => ({
      removing:
        event.type === 'card.remove'
          ? (context.cards.find((card) => card.payment_source_id === event.paymentSourceId) ?? null)
          : null,
    })),
    release: assign({ removing: null }),
    openForm: assign({ entry: null, fieldErrors: {}, saveFailure: null }),
    checkEntry: assign(({ event }) =>
      event.type === 'card.save'
        ? { fieldErrors: cardEntryErrors(event.entry, event.now), saveFailure: null }
        : {},
    ),
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'card.edit') return {};
      const { [event.field]: _cleared, ...rest } = context.fieldErrors;
      return { fieldErrors: rest, saveFailure: null };
    }),
    holdEntry: assign(({ event }) =>
      event.type === 'card.save' ? { entry: event.entry, saveFailure: null } : {},
    ),
    refuseNumber: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, number: 'numberInvalid' as const },
    })),
    storeSaveFailure: assign(({ event }) => ({ saveFailure: errorOf(event) as SaveCardFailure })),
  },
});

export const savedCardsMachine = savedCardsSetup.createMachine({
  id: 'savedCards',
  description: 'Tarjetas guardadas',
  context: { cards: [], removing: null, entry: null, fieldErrors: {}, saveFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'ready', actions: 'storeCards' },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'cards.reload': 'loading' } },
    ready: {
      on: {
        'card.remove': { guard: 'listed', target: 'confirmingRemove', actions: 'holdRemove' },
        'card.add': { target: 'adding', actions: 'openForm' },
        'cards.reload': 'loading',
      },
    },
    ...confirmThenRun(savedCardsSetup, {
      confirming: 'confirmingRemove',
      running: 'removing',
      tags: ['confirming'],
      confirm: 'card.remove.confirm',
      dismiss: { event: 'card.remove.cancel', target: 'ready', actions: 'release' },
      invoke: {
        src: 'removeCard',
        input: ({ context }) => ({
          paymentSourceId: requireValue(context.removing, 'the card to remove').payment_source_id,
        }),
        onDone: { target: 'loading', actions: ['release', 'notifyRemoved'] },
        onError: { target: 'ready', actions: ['release', 'notifyRemoveFailed'] },
      },
    }),
    adding: {
      tags: ['form'],
      on: {
        'card.edit': { actions: 'clearFieldError' },
        'card.save': [
          { guard: 'entryValid', target: 'saving', actions: 'holdEntry' },
          { actions: 'checkEntry' },
        ],
        'card.add.cancel': 'ready',
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => context.entry!,
        onDone: { target: 'loading', actions: 'notifySaved' },
        onError: [
          { guard: 'numberRefused', target: 'adding', actions: 'refuseNumber' },
          { target: 'adding', actions: 'storeSaveFailure' },
        ],
      },
    },
  },
});
