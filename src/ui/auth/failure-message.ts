import type { SessionFailure } from '#machines/session/context';
import { es } from '#src/i18n/es-site';

type Catalogued = Exclude<SessionFailure['kind'], 'weakPassword' | 'other'>;

/** The error catalogue's entry for each failure that has one. */
const CATALOGUE: Record<Catalogued, keyof typeof es.identity> = {
  userNotFound: 'userNotFound',
  wrongPassword: 'wrongPassword',
  invalidCredential: 'invalidCredential',
  alreadyCustomer: 'accountExists',
  phoneTaken: 'phoneTaken',
  invalidEmail: 'invalidEmail',
  invalidLink: 'invalidLink',
  emailRequired: 'emailRequired',
  tooManyRequests: 'tooManyRequests',
  popupClosed: 'popupClosed',
  network: 'network',
};

/** The error catalogue's text for a failed session step; the identity provider's own words otherwise. */
export function failureMessage(failure: SessionFailure): string {
  if (failure.kind === 'weakPassword' || failure.kind === 'other') return failure.message;
  return String(es.identity[CATALOGUE[failure.kind]]);
}
