// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { PACKAGE } from '#mocks/seed/commerce';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { signInAs, signOut } from '#tests/support/sign-in';

const check = (code: string, class_package_id: number) =>
  api.GET('/discounts/code/{code}', { params: { path: { code }, query: { class_package_id } } });

describe('discount codes', () => {
  it('answers a valid code without its usage bookkeeping', async () => {
    signInAs('ana');
    const { data, response } = await check('BIENVENIDA10', PACKAGE.five);
    expect(response.status).toBe(200);
    expect(data?.discount).toEqual({
      discount_id: 1,
      discountCode: 'BIENVENIDA10',
      amount: 10,
      is_percent: true,
      first_invoice_only: false,
    });
    expect((await check('MENOS100', PACKAGE.ten)).data?.discount.amount).toBe(100);
  });

  it('rejects an unknown code or one meant for other packages with 404', async () => {
    signInAs('ana');
    for (const [code, pkg] of [
      ['NOEXISTE', PACKAGE.five],
      ['MENOS100', PACKAGE.trial],
    ] as const) {
      const { error, response } = await check(code, pkg);
      expect(response.status).toBe(404);
      expect(error?.message).toBe('Lo sentimos, ese descuento no es válido.');
      expect(error?.code).toBe('discount_invalid');
    }
  });

  it('says a code is used up with 412', async () => {
    signInAs('ana');
    const { error, response } = await check('AGOTADO', PACKAGE.five);
    expect(response.status).toBe(412);
    expect(error?.message).toBe('Lo sentimos, ya has agotado este descuento.');
    expect(error?.code).toBe('discount_exhausted');
  });

  const usesOf = (discount_id: number) => db.discounts.findFirst((q) => q.where({ discount_id }))?.uses;

  it('refuses a first-payment code on a subscription starting with a free trial, and spends no use', async () => {
    signInAs('sincreditos');
    const before = usesOf(4);
    const bought = await api.POST('/checkout/paypal', {
      body: { class_package_id: PACKAGE.subscription, discountCode: 'PRIMERMES' },
    });
    expect([bought.response.status, bought.error?.message]).toEqual([
      412,
      COMMERCE_MESSAGES.discountNotForTrial,
    ]);
    const attempt = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.subscription, payment_method: 'card', discountCode: 'PRIMERMES' },
    });
    expect(attempt.response.status).toBe(412);
    expect(usesOf(4)).toBe(before);
  });

  it('spends a use with each purchase: the last use exhausts the code', async () => {
    await db.discounts.update((q) => q.where({ discount_id: 4 }), {
      data(discount) {
        discount.max_uses = discount.uses + 1;
      },
    });
    // Without its free trial, the membership's first payment is one the code can take half off.
    await db.classPackages.update((q) => q.where({ class_package_id: PACKAGE.subscription }), {
      data(pkg) {
        pkg.free_trial_length = null;
      },
    });
    signInAs('sincreditos');
    expect((await check('PRIMERMES', PACKAGE.subscription)).response.status).toBe(200);
    const bought = await api.POST('/checkout/paypal', {
      body: { class_package_id: PACKAGE.subscription, discountCode: 'PRIMERMES' },
    });
    await api.POST('/checkout/capture', {
      body: {
        subscriptionID: 'I-PRIMERMES',
        plan_id: bought.data!.plan_id!,
        class_package_id: PACKAGE.subscription,
        discountCode: 'PRIMERMES',
      },
    });
    const purchases = (await api.GET('/purchases')).data?.purchases;
    expect(purchases?.[0]?.total_payment).toBe(799.5);
    expect((await check('PRIMERMES', PACKAGE.subscription)).response.status).toBe(412);
  });

  it('needs a signed-in customer', async () => {
    signOut();
    expect((await check('BIENVENIDA10', PACKAGE.five)).response.status).toBe(401);
  });
});

describe('discount administration', () => {
  it('lists, creates, updates and deletes codes, persisting every write', async () => {
    signInAs('admin');
    const listed = await api.GET('/discounts/admin/all');
    expect(listed.data?.descuentos.map((d) => d.discountCode)).toEqual([
      'BIENVENIDA10',
      'MENOS100',
      'AGOTADO',
      'PRIMERMES',
    ]);
    expect(listed.data?.descuentos[0]).not.toHaveProperty('uses');

    const created = await api.POST('/discounts', {
      body: { discountCode: 'VERANO', amount: 20, is_percent: true },
    });
    const discount_id = created.data!.discount.discount_id;
    const duplicate = await api.POST('/discounts', {
      body: { discountCode: 'verano', amount: 5, is_percent: false },
    });
    expect(duplicate.response.status).toBe(409);

    await api.PUT('/discounts', {
      body: { discount_id, discountCode: 'VERANO25', amount: 25, is_percent: true },
    });
    const shown = await api.GET('/discounts/{id}', { params: { path: { id: discount_id } } });
    expect(shown.data?.discount).toMatchObject({ discountCode: 'VERANO25', amount: 25 });
    const clash = await api.PUT('/discounts', {
      body: { discount_id, discountCode: 'AGOTADO', amount: 25, is_percent: true },
    });
    expect(clash.response.status).toBe(409);

    signInAs('ana');
    expect((await check('VERANO25', PACKAGE.single)).data?.discount.discount_id).toBe(discount_id);

    signInAs('admin');
    expect(
      (await api.DELETE('/discounts/{id}', { params: { path: { id: discount_id } } })).response.status,
    ).toBe(200);
    const gone = await api.GET('/discounts/{id}', { params: { path: { id: discount_id } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error?.message).toBe('Descuento no encontrado.');
  });

  it('refuses a percentage above 100', async () => {
    signInAs('admin');
    const { response } = await api.POST('/discounts', {
      body: { discountCode: 'MUCHO', amount: 120, is_percent: true },
    });
    expect(response.status).toBe(400);
  });

  it('keeps the admin calls for admins', async () => {
    signOut();
    expect((await api.GET('/discounts/admin/all')).response.status).toBe(401);
    signInAs('ana');
    expect((await api.GET('/discounts/admin/all')).response.status).toBe(403);
    expect((await api.GET('/discounts/{id}', { params: { path: { id: 1 } } })).response.status).toBe(403);
    const write = await api.POST('/discounts', { body: { discountCode: 'X', amount: 1, is_percent: false } });
    expect(write.response.status).toBe(403);
  });
});
