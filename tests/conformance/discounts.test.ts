import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { targets, useTarget } from './support/targets';

/** The checkout's discount code check (commerce §5, §8), on the mocks and the server. */
const OPERATIONS = ['getDiscountByCode'];

const INVALID = 'Lo sentimos, ese descuento no es válido.';
const EXHAUSTED = 'Lo sentimos, ya has agotado este descuento.';

describe.each(targets(OPERATIONS))('discount codes on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });
  const check = (code: string, class_package_id: number, api = target.api('ana')) =>
    api.GET('/discounts/code/{code}', { params: { path: { code }, query: { class_package_id } } });

  it('answers a percent or fixed code, typed in any case, without its usage bookkeeping', async () => {
    expect((await check('bienvenida10', PACKAGE.five)).data?.discount).toEqual({
      discount_id: 1,
      discountCode: 'BIENVENIDA10',
      amount: 10,
      is_percent: true,
      first_invoice_only: false,
    });
    expect((await check('MENOS100', PACKAGE.ten)).data?.discount).toMatchObject({
      amount: 100,
      is_percent: false,
    });
  });

  it('refuses a first-payment code on a subscription starting with a free trial, saying why', async () => {
    // PRIMERMES takes 50 % off the first payment only; the membership starts with 7 free days.
    const { response, error } = await check('PRIMERMES', PACKAGE.subscription);
    expect([response.status, error?.message, error?.code]).toEqual([
      404,
      COMMERCE_MESSAGES.discountNotForTrial,
      'discount_invalid',
    ]);
  });

  it('refuses an unknown code, or one meant for other packages, with 404', async () => {
    for (const [code, pkg] of [
      ['NOEXISTE', PACKAGE.five],
      ['MENOS100', PACKAGE.trial],
    ] as const) {
      const { response, error } = await check(code, pkg);
      expect([response.status, error?.message, error?.code]).toEqual([404, INVALID, 'discount_invalid']);
    }
  });

  it('says a used-up code is exhausted with 412', async () => {
    const { response, error } = await check('AGOTADO', PACKAGE.five);
    expect([response.status, error?.message, error?.code]).toEqual([412, EXHAUSTED, 'discount_exhausted']);
  });

  it('needs a signed-in customer', async () => {
    expect((await check('BIENVENIDA10', PACKAGE.five, target.api())).response.status).toBe(401);
  });
});
