import type { User } from 'firebase/auth';

/** The signed-in identity, as the app needs it (not Firebase's `User`, which carries methods). */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  /** 'password', 'google.com', 'facebook.com', 'github.com', 'twitter.com'. */
  providerIds: string[];
}

export function toIdentityUser(user: User): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}
