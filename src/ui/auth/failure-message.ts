import type { SessionFailure } from '#machines/session/context';
import { es } from '#src/i18n/es';

/** The error catalogue's text for a failed session step. */
export function failureMessage(failure: SessionFailure): string {
  switch (failure.kind) {
    case 'userNotFound':
      return es.identity.userNotFound;
    case 'wrongPassword':
      return es.identity.wrongPassword;
    case 'invalidCredential':
      return es.identity.invalidCredential;
    case 'alreadyCustomer':
      return es.identity.accountExists;
    case 'phoneTaken':
      return es.identity.phoneTaken;
    case 'invalidEmail':
      return es.identity.invalidEmail;
    case 'weakPassword':
      return failure.message;
    case 'invalidLink':
      return es.identity.invalidLink;
    case 'emailRequired':
      return es.identity.emailRequired;
    case 'tooManyRequests':
      return es.identity.tooManyRequests;
    case 'popupClosed':
      return es.identity.popupClosed;
    case 'network':
      return es.identity.network;
    case 'other':
      return failure.message;
  }
}
