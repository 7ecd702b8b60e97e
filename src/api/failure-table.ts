import type { components } from './schema.gen';

/** The contract's closed set of machine codes an error answer may carry (openapi.yaml FailureCode). */
export type FailureCode = components['schemas']['FailureCode'];

/** Which answers a row names: a status, any of a few, or any client (4xx) or server (5xx) error. */
export type StatusMatch = number | readonly number[] | '4xx' | '5xx';

export interface FailureRow<K extends string> {
  status: StatusMatch;
  /** Only answers with this code; without it, any code (or none) of that status. */
  code?: FailureCode;
  kind: K;
}

/**
 * One flow's reading of failures. Rows are tried in order and the first match gives the kind;
 * `network` is "no answer at all" (status 0), `other` an answer no row names, and `thrown` a value
 * that is not an answer (a provider's exception, a bug): `other` unless the flow says otherwise.
 */
export interface FailureTable<K extends string> {
  rows: readonly FailureRow<K>[];
  network: K;
  other: K;
  thrown?: K;
}

/**
 * Every flow's failures, decided by (status, code) and never by the message, which is only shown.
 * A row without a code keeps a server that sends none working as the specs describe it by status.
 */
export const FAILURE_TABLE = {
  reserve: {
    rows: [
      { status: 409, code: 'spot_taken', kind: 'spotTaken' },
      { status: 409, code: 'class_full', kind: 'full' },
      { status: 409, code: 'already_reserved', kind: 'conflict' },
      { status: 409, kind: 'conflict' },
      { status: 412, kind: 'precondition' },
      { status: 400, kind: 'invalid' },
    ],
    network: 'network',
    other: 'other',
  },
  profile: {
    rows: [
      { status: 409, code: 'phone_taken', kind: 'phoneTaken' },
      { status: 409, code: 'email_taken', kind: 'emailTaken' },
      { status: '5xx', kind: 'unavailable' },
    ],
    network: 'unavailable',
    other: 'rejected',
    thrown: 'unavailable',
  },
  billingAddress: {
    rows: [{ status: '5xx', kind: 'unavailable' }],
    network: 'unavailable',
    other: 'rejected',
    thrown: 'unavailable',
  },
  /** The session's `/api` calls; the identity provider's own failures are read in src/identity. */
  session: {
    rows: [
      { status: 409, code: 'phone_taken', kind: 'phoneTaken' },
      { status: 409, code: 'already_customer', kind: 'alreadyCustomer' },
      { status: 409, kind: 'alreadyCustomer' },
    ],
    network: 'network',
    other: 'other',
  },
  /** The view picks the §8 text from the status and card codes (src/domain/purchase-errors.ts). */
  checkout: {
    rows: [
      { status: 404, kind: 'notFound' },
      { status: 402, kind: 'card' },
      { status: 400, kind: 'noPaymentMethod' },
      { status: 409, code: 'purchase_limit', kind: 'limit' },
      { status: 409, kind: 'limit' },
      { status: 412, kind: 'precondition' },
      { status: '5xx', kind: 'server' },
    ],
    network: 'network',
    other: 'other',
    // The card processor's script throwing: no answer came, so a retry reuses the same key.
    thrown: 'network',
  },
  savedCard: {
    rows: [
      { status: 402, kind: 'declined' },
      { status: '4xx', kind: 'refused' },
    ],
    network: 'unavailable',
    other: 'unavailable',
  },
  rating: {
    rows: [
      { status: 409, kind: 'alreadyRated' },
      { status: [412, 403], kind: 'notAllowed' },
      { status: 400, kind: 'invalid' },
    ],
    network: 'network',
    other: 'other',
  },
  /** The video screen's writes: favorite, complete, resume position, rating. */
  video: {
    rows: [
      { status: 412, kind: 'noMembership' },
      { status: 404, kind: 'notFound' },
      { status: 400, kind: 'invalid' },
    ],
    network: 'network',
    other: 'other',
  },
  cancelReservation: {
    rows: [{ status: 412, kind: 'precondition' }],
    network: 'network',
    other: 'other',
  },
  subscriptionCancel: {
    rows: [
      { status: 400, kind: 'reasonRequired' },
      { status: [403, 404, 412], kind: 'notCancellable' },
    ],
    network: 'unavailable',
    other: 'unavailable',
  },
  /** The back-office's generic list and editor: every 4xx message is shown next to the form. */
  resource: {
    rows: [
      { status: 403, kind: 'forbidden' },
      { status: 404, kind: 'notFound' },
      { status: '4xx', kind: 'rejected' },
      // The server answered and failed: its words, not "no connection".
      { status: '5xx', kind: 'server' },
    ],
    network: 'unavailable',
    other: 'unavailable',
  },
} as const satisfies Record<string, FailureTable<string>>;

type Tables = typeof FAILURE_TABLE;

export type FailureFlow = keyof Tables;

type KindsOf<T> = T extends { rows: readonly { kind: infer R }[]; network: infer N; other: infer O }
  ? R | N | O | (T extends { thrown: infer X } ? X : never)
  : never;

/** The closed set of kinds a flow's failures come in. */
export type FailureKind<F extends FailureFlow> = KindsOf<Tables[F]> & string;
