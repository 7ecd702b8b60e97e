/*
 * Rating a class (specs §4 "Rating", §5): only a successful reservation, with ratings enabled
 * and no class stars yet; class and coach stars each from 1 to 5, the comment optional.
 */
import type { ReservationStatus } from './reservation-status';

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export function isStarValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_STARS && (value as number) <= MAX_STARS;
}

export function canRate(
  status: ReservationStatus,
  ratingEnabled: boolean,
  classStars: number | null | undefined,
): boolean {
  return status === 'attended' && ratingEnabled && (classStars === null || classStars === undefined);
}

export interface RatingDraft {
  classStars: number | null;
  coachStars: number | null;
}

/** What is still missing before the rating can be sent, in the order the form asks. */
export function ratingProblem(draft: RatingDraft): 'classStars' | 'coachStars' | null {
  if (!isStarValue(draft.classStars)) return 'classStars';
  if (!isStarValue(draft.coachStars)) return 'coachStars';
  return null;
}

/** The specs: the comment box and the buttons appear once a coach rating is chosen. */
export function showsRatingActions(draft: RatingDraft): boolean {
  return isStarValue(draft.coachStars);
}
