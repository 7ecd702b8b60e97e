import type { Customer } from '#src/api/entities';
import type { components } from '#src/api/schema.gen';

export type ApiUser = components['schemas']['User'];

/** The identity provider's user, as far as the session needs it. */
export interface IdentityUser {
  uid: string;
  email: string | null;
}

/** Why a session step failed, as a closed set the views turn into the catalogue's messages. */
export type SessionFailure =
  | { kind: 'userNotFound' }
  | { kind: 'wrongPassword' }
  /** What the identity provider answers today for both of the above. */
  | { kind: 'invalidCredential' }
  | { kind: 'invalidEmail' }
  /** Sign-up: 409, the customer already exists. */
  | { kind: 'alreadyCustomer' }
  | { kind: 'phoneTaken' }
  | { kind: 'weakPassword'; message: string }
  | { kind: 'invalidLink' }
  | { kind: 'emailRequired' }
  | { kind: 'tooManyRequests' }
  | { kind: 'popupClosed' }
  | { kind: 'network' }
  /** `status`: the server's answer, when there was one (a 5xx is trouble, not a refusal). */
  | { kind: 'other'; message: string; status?: number };

export interface SessionContext {
  identity: IdentityUser | null;
  customer: Customer | null;
  user: ApiUser | null;
  failure: SessionFailure | null;
  /** Set after a password-reset mail went out, until the next step. */
  recoverySentTo: string | null;
  /** Set after a sign-in link went out, until the next step. */
  linkSentTo: string | null;
  /** Whether the last logout came from the server saying the token expired. */
  expired: boolean;
  /** When the identity token was last refreshed (ms), for the 15 s throttle. */
  lastRefreshAt: number;
  /**
   * Started without signal from the device's copy of the customer (decision 038): when the server
   * last gave that copy (ISO). Null once the server has confirmed the session, and when signed out.
   */
  offlineSavedAt: string | null;
  /**
   * Why the session is waiting for the server's word: it got no answer at all (`network`), or
   * the studio's server answered with a failure of its own (`server`, a 5xx). Null otherwise.
   */
  outage: Outage | null;
}

/** What kept the server from confirming a session: no signal, or a failing studio server. */
export type Outage = 'network' | 'server';

export interface Account {
  identity: IdentityUser;
  customer: Customer | null;
  user: ApiUser | null;
}

/** A session started from the device's copy of the customer, not yet confirmed by the server. */
export interface OfflineAccount extends Account {
  /** When the server last gave the copy (ISO). */
  savedAt: string;
}

export const initialContext: SessionContext = {
  identity: null,
  customer: null,
  user: null,
  failure: null,
  recoverySentTo: null,
  linkSentTo: null,
  expired: false,
  lastRefreshAt: 0,
  offlineSavedAt: null,
  outage: null,
};
