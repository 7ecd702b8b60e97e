// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_FAILURE_STATUS } from '#src/api/errors';
import { readReservationsOrPasses } from '#src/api/reads/passes';
import { forgetSavedPasses, loadSavedPasses } from '#src/api/saved-passes';
import { setScenarios } from '#mocks/scenarios';
import { signInAs, signInWithExpiredToken } from '#tests/support/sign-in';

const anaQuery = { filter: 'all' as const, page: 1, customerId: 1, offsetHours: 6 };

afterEach(() => {
  setScenarios({ fault: 'none' });
  forgetSavedPasses();
});

describe('Mis Reservaciones read with saved passes', () => {
  it('online: the server’s page, and its passes saved for this customer', async () => {
    signInAs('ana');
    const page = await readReservationsOrPasses(anaQuery);
    expect(page.savedAt).toBe(null);
    const saved = loadSavedPasses(1);
    expect(saved?.reservations.length).toBeGreaterThan(0);
    expect(saved?.reservations.every((r) => !r.deletedAt)).toBe(true);
    expect(loadSavedPasses(4)).toBe(null);
  });

  it('without network: the saved copy, dated; another customer or another failure still fails', async () => {
    signInAs('ana');
    const online = await readReservationsOrPasses(anaQuery);
    setScenarios({ fault: 'network' });
    const offline = await readReservationsOrPasses(anaQuery);
    expect(offline.savedAt).toBe(loadSavedPasses(1)?.savedAt);
    expect(offline.reservations.map((r) => r.class_reservation_id)).toEqual(
      loadSavedPasses(1)?.reservations.map((r) => r.class_reservation_id),
    );
    expect(offline.reservations.length).toBeLessThan(online.reservations.length);
    await expect(readReservationsOrPasses({ ...anaQuery, customerId: 4 })).rejects.toMatchObject({
      status: NETWORK_FAILURE_STATUS,
    });
    await expect(readReservationsOrPasses({ ...anaQuery, filter: 'past' })).rejects.toMatchObject({
      status: NETWORK_FAILURE_STATUS,
    });
    // A refusal from a server that answered is not "no network": no saved copy hides it.
    setScenarios({ fault: 'none' });
    signInWithExpiredToken('ana');
    await expect(readReservationsOrPasses(anaQuery)).rejects.toMatchObject({ status: 401 });
  });

  it('forgets every customer’s passes on Salir', async () => {
    signInAs('ana');
    await readReservationsOrPasses(anaQuery);
    forgetSavedPasses();
    expect(loadSavedPasses(1)).toBe(null);
  });
});
