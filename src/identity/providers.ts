import {
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  TwitterAuthProvider,
  type AuthCredential,
  type AuthProvider,
} from 'firebase/auth';

export type ProviderKind = 'google' | 'facebook' | 'github' | 'twitter';

export const PROVIDER_KINDS: readonly ProviderKind[] = ['google', 'facebook', 'github', 'twitter'];

/** Live mode: the provider the real popup signs in with. */
export function popupProvider(kind: ProviderKind): AuthProvider {
  switch (kind) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
  }
}

function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Mock mode: what the provider would have handed back after the in-app account chooser. The
 * Auth emulator does not verify provider tokens, so an unsigned JWT with the chosen email
 * stands for Google's id token or the others' access tokens. Real Firebase rejects these.
 */
export function emulatorCredential(kind: ProviderKind, email: string, displayName?: string): AuthCredential {
  const claims = {
    sub: `${kind}-${email.toLowerCase()}`,
    email: email.toLowerCase(),
    email_verified: true,
    ...(displayName ? { name: displayName } : {}),
  };
  const token = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`;
  switch (kind) {
    case 'google':
      return GoogleAuthProvider.credential(token);
    case 'facebook':
      return FacebookAuthProvider.credential(token);
    case 'github':
      return GithubAuthProvider.credential(token);
    case 'twitter':
      return TwitterAuthProvider.credential(token, 'emulator-secret');
  }
}
