import type { RatingTarget } from './context';

export type RatingEvent =
  | ({ type: 'rating.open' } & RatingTarget)
  | { type: 'rating.class.choose'; stars: number }
  | { type: 'rating.coach.choose'; stars: number }
  | { type: 'rating.comment.change'; comment: string }
  | { type: 'rating.submit' }
  | { type: 'rating.dismiss' };
