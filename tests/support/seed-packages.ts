/**
 * The seed's regular packages as the packages page lists them, in the studio's order
 * (mocks/seed/commerce.ts): no trials, no special event, no once-per-customer offers.
 */
export const LISTED_PACKAGE_TITLES = [
  '1 clase',
  '5 clases',
  '3 clases',
  '10 clases',
  'Ilimitado mensual',
  'Membresía mensual',
  'Inscripción anual',
];
