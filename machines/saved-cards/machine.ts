import { assign, fromPromise, setup } from 'xstate';
import type { components } from '#src/api/schema.gen';
import { cardEntryErrors, type CardEntry, type CardEntryError, type CardField } from '#src/domain/card-entry';

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

function notProvided(name: string): never {
  throw new Error(`saved-cards machine: provide the "${name}" actor (machines/saved-cards/actors.ts)`);
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * /mystudio/metodos: the customer's saved cards, removing one after the 'Precaución' confirm,
 * and adding one (the form is checked here, the card tokenized and saved by the actor). A refused
 * card goes back to the open form with its reason; the view keeps what was typed.
 */
export const savedCardsMachine = setup({
  types: { context: {} as SavedCardsContext, events: {} as SavedCardsEvent },
  actors: {
    loadCards: fromPromise<SavedCard[]>(async () => notProvided('loadCards')),
    removeCard: fromPromise<void, { paymentSourceId: number }>(async () => notProvided('removeCard')),
    saveCard: fromPromise<SavedCard, CardEntry>(async () => notProvided('saveCard')),
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
}).createMachine({
  id: 'savedCards',
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
    confirmingRemove: {
      tags: ['confirming'],
      on: {
        'card.remove.confirm': 'removing',
        'card.remove.cancel': { target: 'ready', actions: 'release' },
      },
    },
    removing: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'removeCard',
        src: 'removeCard',
        input: ({ context }) => ({ paymentSourceId: context.removing?.payment_source_id ?? 0 }),
        onDone: { target: 'loading', actions: ['release', 'notifyRemoved'] },
        onError: { target: 'ready', actions: ['release', 'notifyRemoveFailed'] },
      },
    },
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
