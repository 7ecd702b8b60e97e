import { db } from '#mocks/db';
import { resetIdentitySwitches } from '#mocks/identity/switches';
import { PERSONA_PASSWORD } from '#mocks/personas';
import { daysFromNow } from './time';

/**
 * One identity-provider account for every seeded user (the QA personas and the filler
 * customers), with the same uid, so signing in with `demo1234` lands on the seeded customer.
 * Runs after `seedPeople`. Also puts the identity switches back to their defaults: a reseed is
 * "the world as it starts", switches included.
 */
export async function seedIdentity(): Promise<void> {
  resetIdentitySwitches();
  for (const user of db.users.all()) {
    await db.identityAccounts.create({
      localId: user.uid,
      email: user.email.toLowerCase(),
      password: PERSONA_PASSWORD,
      displayName: user.name ?? null,
      providerIds: ['password'],
      emailVerified: true,
      createdAt: daysFromNow(-90),
      lastLoginAt: null,
      disabled: false,
    });
  }
}
