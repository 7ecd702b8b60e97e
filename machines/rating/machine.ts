import { assign, emit, fromPromise, setup } from 'xstate';
import { isStarValue, ratingProblem } from '#src/domain/rating';
import type { ClassReservation, RatingContext, RatingFailure, RatingInput } from './context';
import type { RatingEvent } from './events';

/** What the view hears (`actor.on`): a rating was stored, so the list shows its stars. */
export type RatingEmitted = { type: 'rating.saved'; classReservationId: number };

function notProvided(name: string): never {
  throw new Error(`rating machine: provide the "${name}" actor (machines/rating/actors.ts)`);
}

const failureOf = (error: unknown): RatingFailure =>
  typeof error === 'object' && error !== null && 'kind' in error && 'message' in error
    ? (error as RatingFailure)
    : { kind: 'other', message: String(error) };

const EMPTY = { classStars: null, coachStars: null, comment: '', problem: null, failure: null } as const;

// Choosing stars or typing is the same from choosing and from a failure: the form stays open.
const editing = {
  'rating.class.choose': { guard: 'validStars', target: 'choosing', actions: 'setClassStars' },
  'rating.coach.choose': { guard: 'validStars', target: 'choosing', actions: 'setCoachStars' },
  'rating.comment.change': { actions: 'setComment' },
  'rating.submit': [
    { guard: 'complete', target: 'sending' },
    { target: 'choosing', actions: 'markProblem' },
  ],
  'rating.dismiss': { target: 'idle', actions: 'reset' },
} as const;

/**
 * Calificar Clase: open the form for one reservation, choose class and coach stars (and an
 * optional comment), send. A stored rating is announced (`rating.saved`) so the list reloads;
 * a refusal keeps the form open with the server's message.
 */
export const ratingMachine = setup({
  types: {
    context: {} as RatingContext,
    events: {} as RatingEvent,
    emitted: {} as RatingEmitted,
  },
  actors: {
    sendRating: fromPromise<ClassReservation, RatingInput>(async () => notProvided('sendRating')),
  },
  guards: {
    validStars: ({ event }) =>
      (event.type === 'rating.class.choose' || event.type === 'rating.coach.choose') &&
      isStarValue(event.stars),
    complete: ({ context }) => ratingProblem(context) === null,
    alreadyRated: ({ event }) => failureOf((event as { error?: unknown }).error).kind === 'alreadyRated',
  },
  actions: {
    open: assign(({ event }) =>
      event.type === 'rating.open'
        ? {
            ...EMPTY,
            target: {
              classReservationId: event.classReservationId,
              customerId: event.customerId,
              className: event.className,
            },
          }
        : {},
    ),
    setClassStars: assign(({ event }) =>
      event.type === 'rating.class.choose' ? { classStars: event.stars, problem: null, failure: null } : {},
    ),
    setCoachStars: assign(({ event }) =>
      event.type === 'rating.coach.choose' ? { coachStars: event.stars, problem: null, failure: null } : {},
    ),
    setComment: assign(({ event }) =>
      event.type === 'rating.comment.change' ? { comment: event.comment } : {},
    ),
    markProblem: assign(({ context }) => ({ problem: ratingProblem(context) })),
    storeFailure: assign(({ event }) => ({ failure: failureOf((event as { error?: unknown }).error) })),
    reset: assign({ target: null, ...EMPTY }),
    announceSaved: emit(({ context }) => ({
      type: 'rating.saved' as const,
      classReservationId: context.target?.classReservationId ?? 0,
    })),
  },
}).createMachine({
  id: 'rating',
  context: { target: null, ...EMPTY },
  initial: 'idle',
  states: {
    idle: { on: { 'rating.open': { target: 'choosing', actions: 'open' } } },
    choosing: { tags: ['modal'], on: editing },
    sending: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'sendRating',
        src: 'sendRating',
        input: ({ context }) => ({
          class_reservation_id: context.target?.classReservationId ?? 0,
          customer_id: context.target?.customerId ?? 0,
          class_stars: context.classStars ?? 0,
          coach_stars: context.coachStars ?? 0,
          comment: context.comment.trim() ? context.comment.trim() : null,
        }),
        onDone: { target: 'rated', actions: 'announceSaved' },
        onError: [
          // Rated elsewhere meanwhile: the list must show those stars too.
          { guard: 'alreadyRated', target: 'failure', actions: ['storeFailure', 'announceSaved'] },
          { target: 'failure', actions: 'storeFailure' },
        ],
      },
    },
    rated: {
      entry: 'reset',
      on: { 'rating.open': { target: 'choosing', actions: 'open' } },
    },
    failure: { tags: ['modal'], on: editing },
  },
});
