/*
 * Rating a class (specs §4 "Rating"): the customer's own attended reservation, once, with
 * ratings enabled, class and coach stars each from 1 to 5; a blank comment is no comment.
 */
import { isStarValue } from '#src/domain/rating';
import { BOOKING_MESSAGES } from './messages';
import { allow, refuse, type Decision } from './refusal';

export interface RatingFacts {
  /** The caller, and the reservation already found to be theirs (ownership.ts). */
  customerId: number;
  reservation: {
    deletedAt?: string | null | undefined;
    attend?: boolean | null | undefined;
    class_stars?: number | null | undefined;
  };
  input: {
    customer_id: number;
    class_stars: unknown;
    coach_stars: unknown;
    comment?: string | null | undefined;
  };
  ratingEnabled: boolean;
}

export interface RatingDecided {
  class_stars: number;
  coach_stars: number;
  comment: string | null;
}

export function decideRating(facts: RatingFacts): Decision<{ rating: RatingDecided }> {
  const { reservation, input } = facts;
  if (input.customer_id !== facts.customerId) return refuse(403, BOOKING_MESSAGES.reservationNotYours);
  if (!isStarValue(input.class_stars) || !isStarValue(input.coach_stars)) {
    return refuse(400, BOOKING_MESSAGES.starsRange);
  }
  if (!facts.ratingEnabled) return refuse(412, BOOKING_MESSAGES.ratingOff);
  if (reservation.deletedAt || reservation.attend !== true) {
    return refuse(412, BOOKING_MESSAGES.ratingNotAttended);
  }
  if (reservation.class_stars !== null && reservation.class_stars !== undefined) {
    return refuse(409, BOOKING_MESSAGES.alreadyRated);
  }
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  return allow({ rating: { class_stars: input.class_stars, coach_stars: input.coach_stars, comment } });
}
