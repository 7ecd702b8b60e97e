import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { targets, useTarget } from './support/targets';

/** The public package lists and one package (commerce §2, §7), on the mocks and the server. */
const OPERATIONS = [
  'listClassPackages',
  'listInPersonPackages',
  'listInPersonHomePackages',
  'listOnlinePackages',
  'listOnlineHomePackages',
  'listSpecialEventPackages',
  'listSpecialEventHomePackages',
  'getClassPackage',
  'adminListSpecialEventAttendees',
];

const IN_PERSON = [
  PACKAGE.trial,
  PACKAGE.single,
  PACKAGE.five,
  PACKAGE.home, // order 2 like "5 clases": ties go by id
  PACKAGE.ten,
  PACKAGE.unlimited,
  PACKAGE.subscription,
  PACKAGE.specialEvent,
  PACKAGE.signupFee,
  PACKAGE.freeWelcome,
];

describe.each(targets(OPERATIONS))('packages on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });
  const anyone = () => target.api();
  const ids = (list: { class_packages: Array<{ class_package_id: number }> } | undefined) =>
    list?.class_packages.map((pkg) => pkg.class_package_id);

  it('lists the in-person, online and special packages in the studio order, to anyone', async () => {
    expect(ids((await anyone().GET('/class_packages')).data)).toEqual(IN_PERSON);
    expect(ids((await anyone().GET('/class_packages/presenciales/all')).data)).toEqual(IN_PERSON);
    expect(ids((await anyone().GET('/class_packages/online/all')).data)).toEqual([PACKAGE.online]);
    expect(ids((await anyone().GET('/class_packages/especiales/all')).data)).toEqual([PACKAGE.specialEvent]);
  });

  it("lists each list's home selection", async () => {
    expect(ids((await anyone().GET('/class_packages/presenciales/home')).data)).toEqual([
      PACKAGE.trial,
      PACKAGE.ten,
      PACKAGE.subscription,
    ]);
    expect(ids((await anyone().GET('/class_packages/online/home')).data)).toEqual([]);
    expect(ids((await anyone().GET('/class_packages/especiales/home')).data)).toEqual([]);
  });

  it('shows a package in pesos, without the studio bookkeeping', async () => {
    const { data } = await anyone().GET('/class_packages/{id}', { params: { path: { id: PACKAGE.ten } } });
    expect(data?.class_package).toEqual({
      class_package_id: PACKAGE.ten,
      package_id: null,
      title: '10 clases',
      price: 1500,
      sale_price: 1350,
      description: null,
      short_description: 'Vigencia de 90 días',
      image: { src: '/mock-assets/login.svg' },
      class_amount: 10,
      expiration_days: 90,
      is_special_event: false,
      is_trial: false,
      is_subscription: false,
      subscription_period: null,
      subscription_interval: null,
      free_trial_length: null,
      free_trial_period: null,
      limit_per_customer: null,
      order: 3,
      allow_discount_over_sale_price: false,
      class_package_types: [],
      downloadable: null,
      file_url: null,
      receipt_file: null,
    });
    const event = await anyone().GET('/class_packages/{id}', {
      params: { path: { id: PACKAGE.specialEvent } },
    });
    expect(event.data?.class_package.class_package_types).toEqual([
      expect.objectContaining({ class_amount: 1, expiration_days: 7 }),
    ]);
  });

  it('answers 404 in Spanish for a package that does not exist', async () => {
    const { response, error } = await anyone().GET('/class_packages/{id}', {
      params: { path: { id: 9999 } },
    });
    expect([response.status, error?.message]).toEqual([
      404,
      'Lo sentimos, no encontramos el paquete que quieres comprar.',
    ]);
  });

  it("shows a special event's attendees to staff only", async () => {
    const path = { params: { path: { id: PACKAGE.specialEvent } } };
    expect((await target.api('admin').GET('/class_packages/especiales/{id}/asistentes', path)).data).toEqual({
      customers: [],
    });
    const refused = await target.api('ana').GET('/class_packages/especiales/{id}/asistentes', path);
    expect(refused.response.status).toBe(403);
  });
});
