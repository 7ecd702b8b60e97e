import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { NOW } from '#tests/server/support/clock';
import { targets, useTarget } from './support/targets';

/**
 * The unlimited members' no-show penalty (specs §6), given by the shared rule
 * (src/domain/booking/penalty-decision.ts) on both targets, and what it does to reserving.
 * NOW is Wednesday 25 November at noon in the studio (18:00 UTC); the seed's classes run from
 * last week to next week.
 */
const OPERATIONS = ['createReservation', 'listMyPenalties', 'listMyCredits'];

const [WEDNESDAY, THURSDAY, FRIDAY] = [2, 3, 4];
const PENALTY = 'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.';
const pilates = (week: number, weekday: number) => seeded!.classAt(week, weekday, '18:00');
/** Saturday of this week, noon in the studio: after this week's classes, before next week's. */
const SATURDAY_NOON = '2026-11-28T18:00:00.000Z';
const DAY_MS = 86_400_000;

describe.each(targets(OPERATIONS))('the no-show penalty on $name', (shell) => {
  const target = useTarget(shell);

  /** ilimitada books this week's evening classes and does not come (nobody marks attendance). */
  async function ilimitadaMisses(weekdays: number[]) {
    for (const weekday of weekdays) {
      const { response } = await target
        .api('ilimitada')
        .POST('/class_reservations', { body: { single_class_id: pilates(0, weekday) } });
      expect(response.status).toBe(200);
    }
    await target.setClock(SATURDAY_NOON);
  }

  it('penalises an unlimited member for three no-shows in a row, for seven days', async () => {
    expect((await target.api('ilimitada').GET('/customer/penalties')).data?.penalties).toEqual([]);
    await ilimitadaMisses([WEDNESDAY, THURSDAY, FRIDAY]);
    // Tokens are minted at the target's clock: a client made before it moved would be expired.
    const ilimitada = target.api('ilimitada');

    const { data } = await ilimitada.GET('/customer/penalties');
    expect(data?.penalties).toEqual([
      expect.objectContaining({
        customer_id: personas.ilimitada.customer_id,
        end_date: new Date(Date.parse(SATURDAY_NOON) + 7 * DAY_MS).toISOString(),
      }),
    ]);
    const refused = await ilimitada.POST('/class_reservations', {
      body: { single_class_id: pilates(1, THURSDAY) },
    });
    expect([refused.response.status, refused.error?.message]).toEqual([412, PENALTY]);
    // Asked again, the same run of no-shows gives no second penalty.
    expect((await ilimitada.GET('/customer/penalties')).data?.penalties).toHaveLength(1);
  });

  it('refuses the reservation that first notices the no-shows', async () => {
    await ilimitadaMisses([WEDNESDAY, THURSDAY, FRIDAY]);
    const refused = await target
      .api('ilimitada')
      .POST('/class_reservations', { body: { single_class_id: pilates(1, THURSDAY) } });
    expect([refused.response.status, refused.error?.message]).toEqual([412, PENALTY]);
  });

  it('gives none for two no-shows, or when the studio turns penalties off', async () => {
    await ilimitadaMisses([THURSDAY, FRIDAY]);
    expect((await target.api('ilimitada').GET('/customer/penalties')).data?.penalties).toEqual([]);

    await target.reset();
    await target.setConfig({ unlimited_membership_penalties_enabled: 'false' });
    await ilimitadaMisses([WEDNESDAY, THURSDAY, FRIDAY]);
    expect((await target.api('ilimitada').GET('/customer/penalties')).data?.penalties).toEqual([]);
    const reserved = await target
      .api('ilimitada')
      .POST('/class_reservations', { body: { single_class_id: pilates(1, THURSDAY) } });
    expect(reserved.response.status).toBe(200);
  });

  it('lets penalizada reserve once her penalty ends, without penalising the same no-shows again', async () => {
    const penalizada = target.api('penalizada');
    const [seededPenalty] = (await penalizada.GET('/customer/penalties')).data!.penalties;
    expect(Date.parse(seededPenalty!.end_date)).toBeGreaterThan(NOW.getTime());
    const refused = await penalizada.POST('/class_reservations', {
      body: { single_class_id: pilates(1, FRIDAY) },
    });
    expect([refused.response.status, refused.error?.message]).toEqual([412, PENALTY]);

    await target.setClock(new Date(Date.parse(seededPenalty!.end_date) + DAY_MS).toISOString());
    const later = target.api('penalizada');
    const reserved = await later.POST('/class_reservations', {
      body: { single_class_id: pilates(1, FRIDAY) },
    });
    expect(reserved.response.status).toBe(200);
    expect((await later.GET('/customer/penalties')).data?.penalties).toEqual([seededPenalty]);
  });
});
