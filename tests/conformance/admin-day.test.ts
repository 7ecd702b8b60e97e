import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import type { components } from '#src/api/schema.gen';
import { PERMISSION_MESSAGES } from '#src/domain/staff/permissions';
import { targets, useTarget } from './support/targets';

type StudioDay = components['schemas']['StudioDay'];

/**
 * The back-office's home (issue 33, decision 074) on the mocks and the server: the same day for
 * the same seed at the pinned instant (NOW: Wednesday 12:00 in the studio), given to the owner
 * and the front desk, only their classes and no money to a coach, refused to a customer.
 */
const OPERATIONS = ['getStudioDay'];
const answers = new Map<string, StudioDay>();

describe.each(targets(OPERATIONS))('the studio day on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });

  it('gives the front desk the day: classes in order, the next one, alerts and sales', async () => {
    const { data, response } = await target.api('recepcion').GET('/admin/day');
    expect(response.status).toBe(200);
    const day = data!;
    expect(day.date).toBe('2026-11-25');
    const dates = day.classes.map((one) => one.class_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => date.startsWith('2026-11-25'))).toBe(true);
    // The seed's express class starts 30 minutes from now: nothing is on, it is next.
    expect(day.now_class_id).toBeNull();
    expect(day.next_class_id).toBe(seeded!.leadTime);
    // Tomorrow's noon yoga is full with people waiting; Ana's cash purchase is still to collect.
    expect(day.alerts).toContainEqual(
      expect.objectContaining({ kind: 'full_with_waitlist', single_class_id: seeded!.full }),
    );
    expect(day.alerts).toContainEqual(
      expect.objectContaining({
        kind: 'cash_pending',
        purchase_id: 2,
        customer_id: personas.ana.customer_id,
      }),
    );
    // Today's paid purchase: the unlimited month bought at the seed's instant.
    expect(day.sales).toEqual({ count: 1, total: 2200 });
    const first = answers.get('mocks');
    if (first) expect(day).toEqual(first);
    else answers.set(shell.name, day);
  });

  it("counts a day's sales: purchases paid that day and subscriptions' charges, not a free trial's start", async () => {
    const sales = async (date: string) =>
      (await target.api('admin').GET('/admin/day', { params: { query: { date } } })).data!.sales;
    // 10 days before NOW: Paola's unlimited month and the renewal of Suscrita's membership.
    expect(await sales('2026-11-15')).toEqual({ count: 2, total: 3799 });
    // Natalia's membership began with its free trial 12 days before NOW and was first paid 5 days
    // before: each of those days also has an online-videos month (349) bought.
    expect(await sales('2026-11-13')).toEqual({ count: 1, total: 349 });
    expect(await sales('2026-11-20')).toEqual({ count: 2, total: 1948 });
  });

  it('gives the owner the same day', async () => {
    const { data } = await target.api('admin').GET('/admin/day');
    expect(data).toEqual(answers.get('mocks'));
  });

  it('gives a coach only the classes they teach, and no money or customers', async () => {
    const { data } = await target.api('coach').GET('/admin/day');
    const all = answers.get('mocks')!;
    expect(data!.classes.length).toBeLessThan(all.classes.length);
    expect(data!.sales).toBeNull();
    expect(data!.alerts.every((alert) => alert.customer_id === null)).toBe(true);
  });

  it('answers another day when asked, and refuses a malformed date', async () => {
    const { data } = await target
      .api('recepcion')
      .GET('/admin/day', { params: { query: { date: '2026-11-26' } } });
    expect(data!.date).toBe('2026-11-26');
    expect(data!.now_class_id).toBeNull();
    expect(data!.next_class_id).toBeNull();
    expect(data!.classes.map((one) => one.single_class_id)).toContain(seeded!.full);
    const bad = await target.fetch('/admin/day?date=ayer', { as: 'recepcion' });
    expect(bad.status).toBe(400);
  });

  it('refuses a customer and a visitor', async () => {
    const customer = await target.api('ana').GET('/admin/day');
    expect([customer.response.status, customer.error?.message]).toEqual([403, PERMISSION_MESSAGES.forbidden]);
    expect((await target.api().GET('/admin/day')).response.status).toBe(401);
  });
});
