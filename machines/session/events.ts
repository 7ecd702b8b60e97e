export interface Credentials {
  email: string;
  password: string;
}

/** What the sign-up form sends: the identity's credentials and the customer fields. */
export interface SignUpRequest extends Credentials {
  customer: Record<string, unknown>;
}

export type ProviderKind = 'google' | 'facebook' | 'github' | 'twitter';

export interface ProviderSignIn {
  kind: ProviderKind;
  /** Mock mode: the account picked in the in-app chooser. */
  email?: string;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  | { type: 'session.signup'; request: SignUpRequest }
  | { type: 'session.recover'; email: string }
  | { type: 'session.provider'; signIn: ProviderSignIn }
  | { type: 'session.link.send'; email: string }
  | { type: 'session.link.complete'; url: string; email?: string }
  | { type: 'session.logout' }
  /** Any `/api` answer: the identity token may be refreshed (at most every 15 s). */
  | { type: 'session.api.responded'; at: number }
  /** The server answered the expired-token code. */
  | { type: 'session.expired' }
  /** After an expiry, on the screen it happened: the same account's password, to go on. */
  | { type: 'session.reauth'; password: string }
  | { type: 'session.customer.reload' }
  /** The device has a network again (the browser's `online`): an offline session verifies. */
  | { type: 'session.online' }
  | { type: 'session.failure.dismiss' };
