import { describe, expect, it } from 'vitest';
import { seeded } from '#mocks/seed';
import { targets, useTarget } from './support/targets';

/**
 * Mis Reservaciones in pages of 50, most recent class first, on both targets. penalizada has 58
 * reservations in the seed (55 cancelled, three past no-shows); ana one of every status.
 */
const OPERATIONS = ['listMyReservations'];

type Filter = 'all' | 'upcoming' | 'past' | 'cancelled';
const [MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY] = [0, 1, 2, 3, 4, 5];

describe.each(targets(OPERATIONS))('the reservation list on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });

  async function list(persona: 'ana' | 'penalizada', filter: Filter, page?: number) {
    const query = page === undefined ? { filter } : { filter, page };
    const { data, response } = await target.api(persona).GET('/class_reservations', { params: { query } });
    expect(response.status).toBe(200);
    return data!;
  }

  it('pages penalizada’s 58 reservations: 50, then 8, then none, each once, latest class first', async () => {
    const first = await list('penalizada', 'all');
    const second = await list('penalizada', 'all', 2);
    const beyond = await list('penalizada', 'all', 3);
    expect([first.total, second.total, beyond.total]).toEqual([58, 58, 58]);
    expect([first.class_reservations.length, second.class_reservations.length]).toEqual([50, 8]);
    expect(beyond.class_reservations).toEqual([]);

    const both = [...first.class_reservations, ...second.class_reservations];
    expect(new Set(both.map((r) => r.class_reservation_id)).size).toBe(58);
    const dates = both.map((r) => r.single_class!.class_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('counts and pages each filter on its own', async () => {
    const cancelled = await list('penalizada', 'cancelled', 2);
    expect([cancelled.total, cancelled.class_reservations.length]).toEqual([55, 5]);
    expect(cancelled.class_reservations.every((r) => r.deletedAt)).toBe(true);
    const past = await list('penalizada', 'past');
    expect([past.total, past.class_reservations.map((r) => r.attend)]).toEqual([3, [false, false, false]]);
    expect((await list('penalizada', 'upcoming')).total).toBe(0);
  });

  it('gives each row what Mis Reservaciones shows, and no one else’s places (decision 090)', async () => {
    const { class_reservations: rows } = await list('ana', 'all');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Other customers' reservations of the class, and the coaches a second time, are gone.
      expect(row.single_class).not.toHaveProperty('class_reservations');
      expect(row).not.toHaveProperty('class_instructors');
      expect(row.single_class).not.toHaveProperty('capacity');
      // What the table, the cards, the saved passes and the cancel confirmation read.
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining(['class_reservation_id', 'customer_id', 'deletedAt', 'is_cash', 'is_paid']),
      );
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining(['attend', 'spot', 'guest', 'class_stars', 'coach_stars']),
      );
      const singleClass = row.single_class!;
      expect(singleClass.class_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(singleClass.class_type.name).toEqual(expect.any(String));
      expect(singleClass.location?.name).toEqual(expect.any(String));
      expect(singleClass.location).toHaveProperty('address');
      for (const { instructor } of singleClass.class_instructors)
        expect(Object.keys(instructor).sort()).toEqual(['instructor_id', 'last_name', 'name', 'nick_name']);
    }
    expect(rows.some((row) => row.single_class!.class_instructors.length > 0)).toBe(true);
  });

  it('orders ana’s reservations by class date, newest first, and splits them by status', async () => {
    const at = seeded!.classAt;
    const classes = async (filter: Filter) =>
      (await list('ana', filter)).class_reservations.map((r) => r.single_class_id);
    expect(await classes('all')).toEqual([
      at(1, SATURDAY, '09:00'),
      at(1, THURSDAY, '07:00'),
      at(1, WEDNESDAY, '19:30'),
      at(1, TUESDAY, '09:00'),
      at(-1, FRIDAY, '07:00'),
      at(-1, WEDNESDAY, '18:00'),
      at(-1, MONDAY, '09:00'),
    ]);
    expect(await classes('upcoming')).toEqual([
      at(1, SATURDAY, '09:00'),
      at(1, THURSDAY, '07:00'),
      at(1, TUESDAY, '09:00'),
    ]);
    expect(await classes('cancelled')).toEqual([at(1, WEDNESDAY, '19:30')]);
    expect(await classes('past')).toEqual([
      at(-1, FRIDAY, '07:00'),
      at(-1, WEDNESDAY, '18:00'),
      at(-1, MONDAY, '09:00'),
    ]);
  });
});
