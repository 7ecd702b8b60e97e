import type { FlowFailure } from '#src/api/failures';
import type { components } from '#src/api/schema.gen';

export type RatingInput = components['schemas']['RatingInput'];

/**
 * Why sending failed (alreadyRated, notAllowed, invalid, network, other: the `rating` rows of
 * src/api/failure-table.ts); the server's message is shown as is (specs §8).
 */
export type RatingFailure = FlowFailure<'rating'>;

export interface RatingTarget {
  classReservationId: number;
  customerId: number;
  className: string;
}

export interface RatingContext {
  target: RatingTarget | null;
  classStars: number | null;
  coachStars: number | null;
  comment: string;
  /** What the form still needs (a click on Enviar without class stars). */
  problem: 'classStars' | 'coachStars' | null;
  failure: RatingFailure | null;
}
