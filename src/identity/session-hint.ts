import type { KeyValueStore } from './link-email-store';

/**
 * A local hint that this browser has a signed-in session, so a visitor who never signed in
 * neither downloads nor starts Firebase Auth (decision 029). It only says "look": the session
 * itself is Firebase's persisted one, and a hint with no session behind it is forgotten.
 */
export const SESSION_HINT_KEY = 'studio/identity/signed-in';

export function hasSessionHint(store: KeyValueStore): boolean {
  try {
    return store.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage refused (private mode, a blocked origin): look for a session, as before the hint.
    return true;
  }
}

export function rememberSession(store: KeyValueStore): void {
  try {
    store.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // Without storage the next visit just starts identity again.
  }
}

export function forgetSession(store: KeyValueStore): void {
  try {
    store.removeItem(SESSION_HINT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Whether `url` is an email sign-in link, without the SDK: Firebase's links carry `apiKey`,
 * `oobCode` and `mode=signIn`, on the URL itself or on a `link` / `deep_link_id` it wraps
 * (what `isSignInWithEmailLink` reads). A link opened on a cold start is recognised before
 * Firebase is downloaded.
 */
export function isEmailSignInLink(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const params = parsed.searchParams;
  const isLink = (search: URLSearchParams) =>
    search.get('mode') === 'signIn' && Boolean(search.get('oobCode')) && Boolean(search.get('apiKey'));
  if (isLink(params)) return true;
  const wrapped = params.get('link') ?? params.get('deep_link_id');
  return wrapped !== null && wrapped !== url && isEmailSignInLink(wrapped);
}
