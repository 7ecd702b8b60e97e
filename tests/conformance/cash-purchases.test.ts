import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { NOW } from '#tests/server/support/clock';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/**
 * Staff mark a pending cash purchase paid (issue 30, decision 087) on the mocks and the server:
 * it completes and grants its credits with their expiry once, is logged, leaves the day's
 * alerts, and anything but a pending cash purchase is refused.
 */
const OPERATIONS = [
  'markPurchasePaid',
  'checkoutAttempt',
  'listMyCredits',
  'adminListAudit',
  'getStudioDay',
  'getCurrentCustomer',
];

const DAY_MS = 86_400_000;
/** Ana's seeded '5 clases' bought in cash two days ago (750, Efectivo), still to be paid. */
const ANA_CASH = 2;
const ANA_COMPLETED = 1;
const ANA_FAILED = 3;
const NOT_PENDING_CASH = 'Esta compra no es un pago en efectivo pendiente: no se puede marcar como pagada.';
const byId = (id: number) => ({ params: { path: { id } } });

describe.each(targets(OPERATIONS))('a cash purchase marked paid on $name', (shell) => {
  const target = useTarget(shell);
  const markPaid = (id: number, as: 'admin' | 'recepcion' = 'recepcion') =>
    target.api(as).PUT('/purchases/admin/{id}/paid', byId(id));
  const creditsOf = async (purchase_id: number) =>
    (await target.api('ana').GET('/customer/available_classes')).data!.available_classes.filter(
      (row) => row.purchase_id === purchase_id,
    );

  it('completes it and grants its credits with their expiry, once: a second mark is 409', async () => {
    expect(await creditsOf(ANA_CASH)).toEqual([]);
    const { response, data } = await markPaid(ANA_CASH);
    expect(response.status).toBe(200);
    expect(data!.purchase).toMatchObject({
      purchase_id: ANA_CASH,
      customer_id: personas.ana.customer_id,
      status: 'completed',
      total_payment: 750,
      payment_method: { name: 'Efectivo' },
    });
    const [row, ...more] = await creditsOf(ANA_CASH);
    expect(more).toEqual([]);
    expect(row!.available_classes).toBe(5);
    // The package's 60 days, counted from the payment, not from the purchase two days before.
    expect((Date.parse(row!.expiration_date!) - NOW.getTime()) / DAY_MS).toBeCloseTo(60, 3);

    const again = await markPaid(ANA_CASH, 'admin');
    expect([again.response.status, again.error?.message]).toEqual([409, NOT_PENDING_CASH]);
    expect(await creditsOf(ANA_CASH)).toHaveLength(1);
  });

  it('grants once when two members of staff mark it at the same moment', async () => {
    const answers = await Promise.all([markPaid(ANA_CASH), markPaid(ANA_CASH, 'admin')]);
    expect(answers.map(({ response }) => response.status).sort()).toEqual([200, 409]);
    expect(await creditsOf(ANA_CASH)).toHaveLength(1);
  });

  it('takes it off the day’s cash to collect and records who marked it', async () => {
    const cashAlerts = async () =>
      (await target.api('admin').GET('/admin/day')).data!.alerts.filter(
        (alert) => alert.kind === 'cash_pending',
      );
    expect((await cashAlerts()).map((alert) => alert.purchase_id)).toContain(ANA_CASH);
    await markPaid(ANA_CASH);
    expect((await cashAlerts()).map((alert) => alert.purchase_id)).not.toContain(ANA_CASH);

    const history = await target.api('admin').GET('/audit', {
      params: { query: { object_type: 'purchase', object_id: ANA_CASH } },
    });
    const [entry] = history.data!.entries;
    expect(entry).toMatchObject({
      actor: { email: 'recepcion@demo.mx' },
      action: `PUT /purchases/admin/${ANA_CASH}/paid`,
    });
    const purchase = entry!.changes.find((change) => change.object_type === 'purchase');
    expect(purchase).toMatchObject({ kind: 'updated', object_id: ANA_CASH });
    expect(purchase!.fields).toContainEqual(
      expect.objectContaining({ field: 'status', before: 'pending', after: 'completed' }),
    );
    expect(entry!.changes).toContainEqual(
      expect.objectContaining({ object_type: 'available_class', kind: 'created' }),
    );
  });

  it('refuses what is not a pending cash purchase: paid, failed, a payment-button order, unknown', async () => {
    const refused = async (id: number) => {
      const { response, error } = await markPaid(id);
      return [response.status, error?.message];
    };
    expect(await refused(ANA_COMPLETED)).toEqual([409, NOT_PENDING_CASH]);
    expect(await refused(ANA_FAILED)).toEqual([409, NOT_PENDING_CASH]);
    const button = await target
      .api('sincreditos')
      .POST('/checkout/attempt', { body: { class_package_id: PACKAGE.ten, payment_method: 'paypal' } });
    expect(await refused(button.data!.purchase_id!)).toEqual([409, NOT_PENDING_CASH]);
    expect(await refused(9999)).toEqual([404, 'No encontramos esta compra.']);
  });

  it('extends the membership of an unlimited package bought in cash', async () => {
    const bought = await target.api('sincreditos').POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.unlimited, payment_method: 'cash' },
    });
    const before = (await target.api('sincreditos').GET('/customer')).data!.customer!;
    expect(before.has_unlimited).toBeFalsy();
    const paid = await markPaid(bought.data!.purchase_id!);
    expect([paid.response.status, paid.data!.purchase.status]).toEqual([200, 'completed']);
    const after = (await target.api('sincreditos').GET('/customer')).data!.customer!;
    expect(after.has_unlimited).toBe(true);
    expect(Date.parse(after.unlimited_membership_expiration!)).toBeGreaterThan(NOW.getTime());
  });

  it('is staff’s at the desk: 401 without a token, 403 to a customer and to a coach', async () => {
    await expectStaffOnly(target, (api) => [api.PUT('/purchases/admin/{id}/paid', byId(ANA_CASH))]);
    const coach = await target.api('coach').PUT('/purchases/admin/{id}/paid', byId(ANA_CASH));
    expect(coach.response.status).toBe(403);
    expect(await creditsOf(ANA_CASH)).toEqual([]);
  });
});
