import type { ClassReservation } from '#src/api/entities';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import { isStarValue, ratingProblem } from '#src/domain/rating';
import type { RatingContext, RatingFailure, RatingInput } from './context';
import type { RatingEvent } from './events';

/** What the view hears (`actor.on`): a rating was stored, so the list shows its stars. */
export type RatingEmitted = { type: 'rating.saved'; classReservationId: number };

const failureOf = (error: unknown): RatingFailure =>
  typeof error === 'object' && error !== null && 'kind' in error && 'message' in error
    ? (error as RatingFailure)
    : { kind: 'other', message: String(error) };

/** `sending` is only entered from an open form whose stars passed `complete`. */
function sendInput(context: RatingContext): RatingInput {
  const target = requireValue(context.target, 'the reservation being rated');
  return {
    class_reservation_id: target.classReservationId,
    customer_id: target.customerId,
    class_stars: requireValue(context.classStars, 'the class stars'),
    coach_stars: requireValue(context.coachStars, 'the coach stars'),
    comment: context.comment.trim() ? context.comment.trim() : null,
  };
}

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
    sendRating: notProvided<ClassReservation, RatingInput>('rating', 'sendRating'),
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
      classReservationId: requireValue(context.target, 'the reservation being rated').classReservationId,
    })),
  },
}).createMachine({
  id: 'rating',
  description: 'Calificar una clase',
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
        input: ({ context }) => sendInput(context),
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
