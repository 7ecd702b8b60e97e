import { describe, expect, it } from 'vitest';
import { ID_TOKEN_TTL_SECONDS } from '#mocks/identity-token';
import { seeded } from '#mocks/seed';
import { NOW } from '#tests/server/support/clock';
import { targets, useTarget } from './support/targets';

/**
 * An identity token past its hour, on both targets: the app signs the customer in again on the
 * contract's 401 with code auth/id-token-expired (src/api/errors.ts), whatever the call. The
 * clock is pinned: a client mints its token at the target's clock, which then moves.
 */
const OPERATIONS = ['getCurrentCustomer', 'createReservation', 'listMyCredits'];

const EXPIRED = { message: 'Tu sesión expiró. Inicia sesión de nuevo.', code: 'auth/id-token-expired' };
const at = (secondsAfterNow: number) => new Date(NOW.getTime() + secondsAfterNow * 1000).toISOString();

describe.each(targets(OPERATIONS))('an expired identity token on $name', (shell) => {
  // Nothing here writes: each test pins the clock itself instead of reseeding.
  const target = useTarget(shell, { readOnly: true });

  it('is accepted up to its last second, then answered 401 auth/id-token-expired', async () => {
    await target.setClock(NOW.toISOString());
    const minted = target.api('ana');
    await target.setClock(at(ID_TOKEN_TTL_SECONDS - 1));
    expect((await minted.GET('/customer')).response.status).toBe(200);

    await target.setClock(at(ID_TOKEN_TTL_SECONDS));
    const { response, error } = await minted.GET('/customer');
    expect([response.status, error]).toEqual([401, EXPIRED]);
    // The same customer with a token minted now is welcome: only the token's age was refused.
    expect((await target.api('ana').GET('/customer')).response.status).toBe(200);
  });

  it('refuses a reservation with an expired token before anything is spent', async () => {
    await target.setClock(NOW.toISOString());
    const minted = target.api('ana');
    const credits = async () =>
      (await target.api('ana').GET('/customer/available_classes')).data?.available_classes;
    const before = await credits();
    await target.setClock(at(2 * ID_TOKEN_TTL_SECONDS));
    const { response, error } = await minted.POST('/class_reservations', {
      body: { single_class_id: seeded!.classAt(1, 2, '18:00') },
    });
    expect([response.status, error]).toEqual([401, EXPIRED]);
    expect(await credits()).toEqual(before);
  });
});
