// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { signInAs, signInAsUid, signOut } from '#tests/support/sign-in';

// Joining, leaving and the place on the list run on the mocks and the server: tests/conformance/booking.test.ts.
describe('waitlists', () => {
  it("keeps each customer's entries to themselves", async () => {
    signInAs('ilimitada');
    const own = await api.GET('/waitlist');
    expect(own.data?.waitlists.map((w) => w.customer_id)).toEqual([personas.ilimitada.customer_id]);

    signInAs('ana');
    const others = await api.DELETE('/waitlist/{id}', { params: { path: { id: 1 } } });
    expect(others.response.status).toBe(403);
    const hidden = await api.PUT('/waitlist', { body: { waitlist_id: 1, single_class_id: seeded!.full } });
    expect(hidden.response.status).toBe(404);
    const missing = await api.DELETE('/waitlist/{id}', { params: { path: { id: 999 } } });
    expect(missing.response.status).toBe(404);
    expect(db.waitlists.findFirst((q) => q.where({ waitlist_id: 1 }))).toBeDefined();
  });

  it('a place freed outside a customer’s cancel (nobody moved from the list) is open to anyone', async () => {
    const filler = db.reservations.findFirst((q) => q.where({ single_class_id: seeded!.full }))!;
    await db.reservations.update((q) => q.where({ class_reservation_id: filler.class_reservation_id }), {
      data(record) {
        record.deletedAt = mockNow().toISOString();
      },
    });
    signInAs('ilimitada');
    expect(
      (await api.GET('/waitlist/{id}', { params: { path: { id: seeded!.full } } })).data?.waitlist,
    ).not.toBeNull();
    signInAs('ana');
    const booked = await api.POST('/class_reservations', { body: { single_class_id: seeded!.full } });
    expect(booked.response.status).toBe(200);
    const join = await api.POST('/waitlist', { body: { single_class_id: seeded!.full } });
    expect(join.response.status).toBe(409);
  });

  it('leaves the waitlist of a class once the customer reserves it', async () => {
    signInAs('ana');
    const joined = await api.POST('/waitlist', { body: { single_class_id: seeded!.full } });
    expect(joined.response.status).toBe(200);
    const filler = db.reservations.findFirst((q) => q.where({ single_class_id: seeded!.full }))!;
    await db.reservations.update((q) => q.where({ class_reservation_id: filler.class_reservation_id }), {
      data(record) {
        record.deletedAt = mockNow().toISOString();
      },
    });
    await api.POST('/class_reservations', { body: { single_class_id: seeded!.full } });
    expect(
      (await api.GET('/waitlist/{id}', { params: { path: { id: seeded!.full } } })).data?.waitlist,
    ).toBeNull();
  });

  it('needs a signed-in customer', async () => {
    signOut();
    expect((await api.GET('/waitlist')).response.status).toBe(401);
    expect((await api.POST('/waitlist', { body: { single_class_id: seeded!.full } })).response.status).toBe(
      401,
    );
  });

  it('a cancel moves the first on the list who can take the place into the class, and tells only them', async () => {
    const full = seeded!.full;
    // sincreditos waits first but has no credits: the server skips her; ana, next, is moved in.
    for (const entry of db.waitlists.findMany((q) => q.where({ single_class_id: full }))) {
      db.waitlists.delete((q) => q.where({ waitlist_id: entry.waitlist_id }));
    }
    signInAs('sincreditos');
    await api.POST('/waitlist', { body: { single_class_id: full } });
    signInAs('ana');
    await api.POST('/waitlist', { body: { single_class_id: full } });
    expect((await api.GET('/waitlist_promotions')).data?.promotions).toEqual([]);

    const held = db.reservations.findFirst((q) => q.where({ single_class_id: full, deletedAt: null }))!;
    const holder = db.users.findFirst((q) => q.where({ customer_id: held.customer_id }))!;
    signInAsUid(holder.uid);
    await api.POST('/class_reservations/{id}/cancel', {
      params: { path: { id: held.class_reservation_id } },
    });

    signInAs('ana');
    const promotions = (await api.GET('/waitlist_promotions')).data?.promotions ?? [];
    expect(promotions).toHaveLength(1);
    expect(promotions[0]).toMatchObject({ single_class_id: full, customer_id: personas.ana.customer_id });
    const reservations = (await api.GET('/class_reservations', { params: { query: { filter: 'upcoming' } } }))
      .data?.class_reservations;
    expect(reservations?.map((r) => r.class_reservation_id)).toContain(promotions[0]!.class_reservation_id);
    expect((await api.GET('/waitlist/{id}', { params: { path: { id: full } } })).data?.waitlist).toBeNull();

    signInAs('sincreditos');
    expect((await api.GET('/waitlist_promotions')).data?.promotions).toEqual([]);
    expect(
      (await api.GET('/waitlist/{id}', { params: { path: { id: full } } })).data?.waitlist?.position,
    ).toBe(1);
  });
});
