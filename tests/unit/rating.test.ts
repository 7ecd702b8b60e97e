import { describe, expect, it } from 'vitest';
import { canRate, isStarValue, ratingProblem, showsRatingActions } from '#src/domain/rating';

describe('who can rate', () => {
  it.each([
    ['attended, enabled, not rated', 'attended', true, null, true],
    ['attended, enabled, stars unset', 'attended', true, undefined, true],
    ['already rated', 'attended', true, 4, false],
    ['ratings off', 'attended', false, null, false],
    ['no-show', 'noShow', true, null, false],
    ['upcoming', 'upcoming', true, null, false],
    ['cancelled', 'cancelled', true, null, false],
    ['cash unpaid', 'cashUnpaid', true, null, false],
  ] as const)('%s', (_, status, enabled, stars, expected) => {
    expect(canRate(status, enabled, stars)).toBe(expected);
  });
});

describe('the rating form', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [2.5, false],
    ['3', false],
    [null, false],
  ])('%j is a star value: %s', (value, expected) => {
    expect(isStarValue(value)).toBe(expected);
  });

  it.each([
    [{ classStars: null, coachStars: null }, 'classStars', false],
    [{ classStars: 4, coachStars: null }, 'coachStars', false],
    [{ classStars: null, coachStars: 5 }, 'classStars', true],
    [{ classStars: 4, coachStars: 5 }, null, true],
  ] as const)('%j: missing %s, comment and buttons shown %s', (draft, problem, actions) => {
    expect(ratingProblem(draft)).toBe(problem);
    expect(showsRatingActions(draft)).toBe(actions);
  });
});
