import { addPersonaAccounts } from '#scripts/auth-emulator-accounts';
import { LIVE_AUTH_PROJECT, liveAuthOrigin } from './live-servers';

/** Playwright's global setup for the live run: the QA personas, and only them, in the real Auth emulator. */
export default async function seedEmulator(): Promise<void> {
  await addPersonaAccounts(liveAuthOrigin, LIVE_AUTH_PROJECT, { replace: true });
}
