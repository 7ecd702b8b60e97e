// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { mockNow } from '#mocks/clock';
import { signInAs } from '#tests/support/sign-in';

function day(offset: number): string {
  return new Date(mockNow().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('credit records (admin)', () => {
  it("lists one customer's records", async () => {
    signInAs('admin');
    const { data } = await api.GET('/available_classes', { params: { query: { customer_id: 7 } } });
    expect(data?.available_classes.map((row) => row.available_classes)).toEqual([8, 2]);
    expect((await api.GET('/available_classes')).data?.available_classes).toHaveLength(8);
  });

  it('lists the records expiring within a date range', async () => {
    signInAs('admin');
    const { data } = await api.GET('/available_classes/date/all', {
      params: { query: { start_date: day(-5), end_date: day(21) } },
    });
    // Expiring in the range: sincreditos (-3 days) and penalizada (20 days).
    expect(data?.available_classes.map((row) => row.customer_id)).toEqual([4, 3]);
  });

  it('creates a record the customer then sees, edits it and deletes it', async () => {
    signInAs('admin');
    const expiration_date = new Date(mockNow().getTime() + 7 * 86_400_000).toISOString();
    const created = await api.POST('/available_classes', {
      body: { customer_id: 4, available_classes: 3, expiration_date },
    });
    const id = created.data!.available_class.available_class_id;
    await api.PUT('/available_classes', {
      body: { available_class_id: id, customer_id: 4, available_classes: 4, expiration_date },
    });
    expect(
      (await api.GET('/available_classes/{id}', { params: { path: { id } } })).data?.available_class
        .available_classes,
    ).toBe(4);
    signInAs('sincreditos');
    expect(
      (await api.GET('/customer/available_classes')).data?.available_classes.map((r) => r.available_classes),
    ).toEqual([4]);
    signInAs('admin');
    expect((await api.DELETE('/available_classes/{id}', { params: { path: { id } } })).data?.message).toBe(
      'Available class deleted.',
    );
    expect((await api.GET('/available_classes/{id}', { params: { path: { id } } })).response.status).toBe(
      404,
    );
  });

  it('makes the customer unlimited with a -1 record, and not any more once it is deleted', async () => {
    signInAs('admin');
    const created = await api.POST('/available_classes', { body: { customer_id: 4, available_classes: -1 } });
    const customer = async () =>
      (await api.GET('/customer/admin/{id}', { params: { path: { id: 4 } } })).data!.customer;
    expect((await customer()).has_unlimited).toBe(true);
    const id = created.data!.available_class.available_class_id;
    await api.DELETE('/available_classes/{id}', { params: { path: { id } } });
    expect((await customer()).has_unlimited).toBe(false);
  });

  it('refuses fewer than -1 credits and an unknown customer', async () => {
    signInAs('admin');
    const negative = await api.POST('/available_classes', {
      body: { customer_id: 4, available_classes: -2 },
    });
    expect(negative.response.status).toBe(400);
    expect(negative.error?.message).toBe(
      'Los créditos deben ser un número entero mayor o igual a -1 (-1 es ilimitado).',
    );
    const stranger = await api.POST('/available_classes', {
      body: { customer_id: 999, available_classes: 1 },
    });
    expect(stranger.response.status).toBe(400);
    expect(
      (
        await api.PUT('/available_classes', {
          body: { available_class_id: 999, customer_id: 4, available_classes: 1 },
        })
      ).response.status,
    ).toBe(404);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await api.GET('/available_classes')).response.status).toBe(401);
    signInAs('ana');
    expect((await api.GET('/available_classes/{id}', { params: { path: { id: 1 } } })).response.status).toBe(
      403,
    );
  });
});
