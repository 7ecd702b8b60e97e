import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/** The back-office's commerce writes (commerce §2 administration, §4, §8), on the mocks and the server. */
const OPERATIONS = [
  'createClassPackage',
  'updateClassPackage',
  'adminListClassPackages',
  'getClassPackage',
  'deleteClassPackage',
  'addPackageToHome',
  'removePackageFromHome',
  'createDiscount',
  'updateDiscount',
  'adminListDiscounts',
  'getDiscount',
  'deleteDiscount',
  'listPaymentMethods',
  'createPaymentMethod',
  'updatePaymentMethod',
  'getPaymentMethod',
  'deletePaymentMethod',
];

const byId = (id: number) => ({ params: { path: { id } } });

describe.each(targets(OPERATIONS))('commerce administration on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');

  it('creates a package with the plain defaults, changes it, and deletes it', async () => {
    const created = await admin().POST('/class_packages', {
      body: { title: '  3 clases ', price: 450.5, class_amount: 3, expiration_days: 30 },
    });
    const pkg = created.data!.class_package;
    expect(pkg).toMatchObject({
      title: '3 clases',
      price: 450.5,
      sale_price: null,
      class_amount: 3,
      is_trial: false,
    });
    const listed = (await admin().GET('/class_packages/admin/all')).data!.class_packages;
    expect(listed.find((row) => row.class_package_id === pkg.class_package_id)).toMatchObject({
      on_home: false,
      online: false,
    });

    const updated = await admin().PUT('/class_packages', {
      body: {
        class_package_id: pkg.class_package_id,
        title: '3 clases al mes',
        price: 500,
        class_amount: 3,
        sale_price: 480,
      },
    });
    expect(updated.data!.class_package).toMatchObject({
      title: '3 clases al mes',
      price: 500,
      sale_price: 480,
      expiration_days: 30,
    });
    const read = await target.api().GET('/class_packages/{id}', byId(pkg.class_package_id));
    expect(read.data!.class_package).toMatchObject({ title: '3 clases al mes', price: 500 });

    const removed = await admin().DELETE('/class_packages/{id}', byId(pkg.class_package_id));
    expect(removed.data?.message).toBe('Package deleted.');
    expect((await target.api().GET('/class_packages/{id}', byId(pkg.class_package_id))).response.status).toBe(
      404,
    );
  });

  it('refuses a package without a title, price or sensible credits, in Spanish', async () => {
    const cases = [
      [{ title: ' ', price: 100, class_amount: 1 }, 'Escribe el nombre del paquete.'],
      [{ title: 'X', price: -1, class_amount: 1 }, 'El precio del paquete no es válido.'],
      [{ title: 'X', price: 100, class_amount: 0 }, 'La cantidad de clases no es válida.'],
      [
        { title: 'X', price: 100, class_amount: 1, limit_per_customer: -2 },
        'El límite por cliente no es válido.',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const { response, error } = await admin().POST('/class_packages', { body });
      expect([response.status, error?.message]).toEqual([400, message]);
    }
    const missing = await admin().PUT('/class_packages', {
      body: { class_package_id: 999, title: 'X', price: 1, class_amount: 1 },
    });
    expect(missing.response.status).toBe(404);
  });

  it('puts a package on the home page and takes it off', async () => {
    const on = await admin().POST('/class_packages/{id}/home', byId(PACKAGE.five));
    expect(on.data?.message).toBe('¡Paquete agregado al home con éxito!');
    const home = async () =>
      (await target.api().GET('/class_packages/presenciales/home')).data!.class_packages.map(
        (p) => p.class_package_id,
      );
    expect(await home()).toContain(PACKAGE.five);
    const off = await admin().DELETE('/class_packages/{id}/home', byId(PACKAGE.five));
    expect(off.data?.message).toBe('¡Paquete eliminado del home!');
    expect(await home()).not.toContain(PACKAGE.five);
  });

  it('keeps discount codes one per spelling, and checks the amount', async () => {
    const created = await admin().POST('/discounts', {
      body: { discountCode: ' VERANO ', amount: 15, is_percent: true },
    });
    const discount = created.data!.discount;
    expect(discount).toEqual({
      discount_id: discount.discount_id,
      discountCode: 'VERANO',
      amount: 15,
      is_percent: true,
      first_invoice_only: false,
    });
    const taken = await admin().POST('/discounts', {
      body: { discountCode: 'bienvenida10', amount: 5, is_percent: false },
    });
    expect([taken.response.status, taken.error?.message]).toEqual([
      409,
      'Ya existe un descuento con ese código.',
    ]);
    const tooMuch = await admin().POST('/discounts', {
      body: { discountCode: 'X', amount: 120, is_percent: true },
    });
    expect([tooMuch.response.status, tooMuch.error?.message]).toEqual([
      400,
      'El monto del descuento no es válido.',
    ]);
    const noCode = await admin().POST('/discounts', {
      body: { discountCode: '', amount: 1, is_percent: true },
    });
    expect([noCode.response.status, noCode.error?.message]).toEqual([
      400,
      'Escribe el código del descuento.',
    ]);

    // Its own code again is no conflict.
    const updated = await admin().PUT('/discounts', {
      body: { discount_id: discount.discount_id, discountCode: 'verano', amount: 99.99, is_percent: false },
    });
    expect(updated.data!.discount).toMatchObject({
      discountCode: 'verano',
      amount: 99.99,
      is_percent: false,
    });
    expect((await admin().GET('/discounts/{id}', byId(discount.discount_id))).data!.discount.amount).toBe(
      99.99,
    );
    const codes = (await admin().GET('/discounts/admin/all')).data!.descuentos.map((d) => d.discountCode);
    expect(codes).toEqual(['BIENVENIDA10', 'MENOS100', 'AGOTADO', 'PRIMERMES', 'verano']);

    expect((await admin().DELETE('/discounts/{id}', byId(discount.discount_id))).data?.message).toBe(
      'Discount deleted.',
    );
    const gone = await admin().GET('/discounts/{id}', byId(discount.discount_id));
    expect([gone.response.status, gone.error?.message]).toEqual([404, 'Descuento no encontrado.']);
  });

  it('creates, changes and deletes a payment method', async () => {
    const created = await admin().POST('/payment_methods', {
      body: { name: 'OXXO', description: 'Pago en tienda', instructions: '<p>Referencia en tu correo.</p>' },
    });
    const { payment_method_id } = created.data!.payment_method;
    await admin().PUT('/payment_methods', { body: { payment_method_id, name: 'OXXO Pay' } });
    const shown = await target.api('ana').GET('/payment_methods/{id}', byId(payment_method_id));
    expect(shown.data!.payment_method).toEqual({
      payment_method_id,
      name: 'OXXO Pay',
      description: 'Pago en tienda',
      instructions: '<p>Referencia en tu correo.</p>',
    });
    const nameless = await admin().PUT('/payment_methods', { body: { payment_method_id, name: ' ' } });
    expect([nameless.response.status, nameless.error?.message]).toEqual([
      400,
      'Escribe el nombre del método de pago.',
    ]);
    expect((await admin().DELETE('/payment_methods/{id}', byId(payment_method_id))).data?.message).toBe(
      'payment_method deleted.',
    );
    expect((await target.api().GET('/payment_methods')).data!.payment_methods).toHaveLength(3);
    const gone = await target.api('ana').GET('/payment_methods/{id}', byId(payment_method_id));
    expect([gone.response.status, gone.error?.message]).toEqual([404, 'Método de pago no encontrado.']);
  });

  it('answers 401 without a token and 403 to a customer, changing nothing', async () => {
    await expectStaffOnly(target, (api) => [
      api.POST('/class_packages', { body: { title: 'X', price: 1, class_amount: 1 } }),
      api.PUT('/class_packages', {
        body: { class_package_id: PACKAGE.five, title: 'X', price: 1, class_amount: 1 },
      }),
      api.DELETE('/class_packages/{id}', byId(PACKAGE.five)),
      api.GET('/class_packages/admin/all'),
      api.POST('/class_packages/{id}/home', byId(PACKAGE.five)),
      api.POST('/discounts', { body: { discountCode: 'X', amount: 1, is_percent: true } }),
      api.GET('/discounts/admin/all'),
      api.GET('/discounts/{id}', byId(1)),
      api.DELETE('/discounts/{id}', byId(1)),
      api.POST('/payment_methods', { body: { name: 'X' } }),
      api.DELETE('/payment_methods/{id}', byId(1)),
    ]);
    const five = await target.api().GET('/class_packages/{id}', byId(PACKAGE.five));
    expect(five.data!.class_package.title).toBe('5 clases');
    expect((await target.api().GET('/payment_methods')).data!.payment_methods).toHaveLength(3);
  });
});
