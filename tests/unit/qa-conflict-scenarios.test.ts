// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import { purchaseError } from '#src/domain/purchase-errors';
import { toReserveFailure } from '#machines/reserve/actors';
import { scenarios, setScenarios } from '#mocks/scenarios';
import { seeded } from '#mocks/seed';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs } from '#tests/support/sign-in';

const WEDNESDAY = 2;
const yogaNextWeek = () => seeded!.classAt(1, WEDNESDAY, '09:00');
const eveningYogaNextWeek = () => seeded!.classAt(1, WEDNESDAY, '18:00');
const SOLD_OUT = 'Este paquete se ha agotado.';

async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

async function creditsLeft(): Promise<number> {
  const { available_classes } = await unwrap(api.GET('/customer/available_classes'));
  return available_classes.reduce((sum, row) => sum + row.available_classes, 0);
}

describe('QA already-reserved scenario', () => {
  it('answers the server’s own 409 once, the customer really holds the class, then all is normal', async () => {
    signInAs('ana');
    const id = yogaNextWeek();
    const before = await creditsLeft();
    setScenarios({ alreadyReservedOnNextReserve: true });
    const failure = await failureOf(
      unwrap(api.POST('/class_reservations', { body: { single_class_id: id } })),
    );
    expect(failure.status).toBe(409);
    expect(failure.message).toBe('Ya tienes una reservación en esta clase.');
    expect(toReserveFailure(failure).kind).toBe('conflict');
    expect(scenarios().alreadyReservedOnNextReserve).toBe(false);
    // The reservation made "from another device" is hers and spent one credit.
    const { class_reservations } = await unwrap(api.GET('/class_reservations'));
    expect(class_reservations.filter((r) => r.single_class_id === id)).toHaveLength(1);
    expect(await creditsLeft()).toBe(before - 1);

    const next = await api.POST('/class_reservations', { body: { single_class_id: eveningYogaNextWeek() } });
    expect(next.response.status).toBe(200);
  });
});

describe('QA sold-out scenario', () => {
  it('a package without places: the next attempt answers 412 with the message, the one after buys', async () => {
    signInAs('ana');
    setScenarios({ soldOutOnNextPurchase: true });
    const body = { class_package_id: PACKAGE.five, payment_method: 'cash', payment_method_id: 2 } as const;
    const failure = await failureOf(unwrap(api.POST('/checkout/attempt', { body })));
    expect(failure.status).toBe(412);
    expect(failure.message).toBe(SOLD_OUT);
    expect(purchaseError(failure, { stage: 'purchase', withDiscount: false })).toEqual({
      code: 'serverMessage',
      message: SOLD_OUT,
    });
    expect(scenarios().soldOutOnNextPurchase).toBe(false);
    expect((await api.POST('/checkout/attempt', { body })).response.status).toBe(200);
  });

  it('the special event really sells its places to others, so it stays sold out', async () => {
    signInAs('ana');
    setScenarios({ soldOutOnNextPurchase: true });
    const body = { class_package_id: PACKAGE.specialEvent };
    const failure = await failureOf(unwrap(api.POST('/checkout/paypal', { body })));
    expect(failure.status).toBe(412);
    expect(failure.message).toBe(SOLD_OUT);
    expect(scenarios().soldOutOnNextPurchase).toBe(false);
    const again = await api.POST('/checkout/attempt', { body: { ...body, payment_method: 'cash' } });
    expect(again.response.status).toBe(412);
  });
});
