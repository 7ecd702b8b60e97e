import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { FILLER_FIRST_ID } from '#mocks/seed/people';
import { newestClassFirst } from '#src/domain/booking/reservation-order';
import { RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';
import { NOW } from '#tests/server/support/clock';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/** The back-office's customers and their access (commerce §2 administration, §7), on the mocks and the server. */
const OPERATIONS = [
  'adminListCustomers',
  'adminSearchCustomers',
  'adminGetCustomer',
  'adminGetCustomerBookings',
  'adminGiveAccess',
  'adminRevokeAccess',
  'adminRemoveClasses',
  'adminListAvailableClasses',
  'adminListAvailableClassesByDate',
  'adminCreateAvailableClass',
  'adminUpdateAvailableClass',
  'adminGetAvailableClass',
  'adminDeleteAvailableClass',
  'listMyCredits',
  'adminListAudit',
  'adminRevertAudit',
  'updateCurrentCustomer',
];

const DAY_MS = 86_400_000;
const ANA = 1;
const SIN_CREDITOS = 4;
const byId = (id: number) => ({ params: { path: { id } } });
const day = (offset: number) => new Date(NOW.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const daysFromNow = (iso: string | null | undefined) => (Date.parse(iso!) - NOW.getTime()) / DAY_MS;

describe.each(targets(OPERATIONS))('customers administration on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');
  const customer = async (id: number) => (await admin().GET('/customer/admin/{id}', byId(id))).data!.customer;
  const ownCredits = async (as: 'ana' | 'sincreditos') =>
    (await target.api(as).GET('/customer/available_classes')).data!.available_classes.map(
      (row) => row.available_classes,
    );

  it('pages the customer list by 20 with the total, without related lists', async () => {
    const first = (await admin().GET('/customer/admin/all', { params: { query: { page: 1 } } })).data!;
    expect(first.total).toBe(24);
    expect(first.customers).toHaveLength(20);
    expect(first.customers[0]).not.toHaveProperty('purchases');
    const second = (await admin().GET('/customer/admin/all', { params: { query: { page: 2 } } })).data!;
    expect(second.customers.map((row) => row.customer_id)).toEqual(
      expect.not.arrayContaining(first.customers.map((row) => row.customer_id)),
    );
    expect(second.customers).toHaveLength(4);
  });

  it('searches name, last name, email and phone, ignoring accents', async () => {
    const byName = (await admin().GET('/customer/admin/all', { params: { query: { query: 'ana garcia' } } }))
      .data!;
    expect([byName.customers.map((row) => row.email), byName.total]).toEqual([['ana@demo.mx'], 1]);
    const byPhone = await admin().GET('/customer/query', { params: { query: { query: '5577777777' } } });
    expect(byPhone.data!.customers.map((row) => row.customer_id)).toEqual([7]);
    const blank = await admin().GET('/customer/query', { params: { query: { query: ' ' } } });
    expect(blank.data!.customers).toEqual([]);
  });

  it('shows one customer with purchases and their bookings, or 404', async () => {
    expect((await customer(ANA)).purchases?.length).toBeGreaterThan(0);
    const bookings = (await admin().GET('/customer/admin/{id}/bookings', byId(ANA))).data!;
    // The latest class first, as Ana reads them in Mis Reservaciones.
    const rows = bookings.class_reservations.map((row) => ({
      class_date: row.single_class?.class_date,
      class_reservation_id: row.class_reservation_id,
    }));
    expect(rows.length).toBeGreaterThan(2);
    expect(rows).toEqual([...rows].sort(newestClassFirst));
    const mine = await target.api('ana').GET('/class_reservations');
    expect(bookings.class_reservations.map((row) => row.class_reservation_id)).toEqual(
      mine.data!.class_reservations.map((row) => row.class_reservation_id),
    );
    expect(bookings.class_reservations.every((row) => row.customer_id === ANA)).toBe(true);
    expect(bookings.class_reservations[0]!.single_class?.class_type?.name).toBeTruthy();
    expect(Array.isArray(bookings.waitlists)).toBe(true);
    const missing = await admin().GET('/customer/admin/{id}', byId(999));
    expect([missing.response.status, missing.error?.message]).toEqual([404, 'No encontramos a esa clienta.']);
  });

  it("pages a regular's reservations 50 at a time, the latest class first across the pages", async () => {
    const bookingsOf = async (id: number, page = 1) =>
      (await admin().GET('/customer/admin/{id}/bookings', { params: { path: { id }, query: { page } } }))
        .data!;
    // The seed's three months of history: the busiest regular has more than a page.
    let regular = FILLER_FIRST_ID;
    while ((await bookingsOf(regular)).total <= RESERVATIONS_PAGE_SIZE) regular += 1;
    const first = await bookingsOf(regular);
    const second = await bookingsOf(regular, 2);
    expect(first.class_reservations).toHaveLength(RESERVATIONS_PAGE_SIZE);
    expect(second.total).toBe(first.total);
    expect(second.class_reservations).toHaveLength(first.total - RESERVATIONS_PAGE_SIZE);
    const rows = [...first.class_reservations, ...second.class_reservations].map((row) => ({
      class_date: row.single_class?.class_date,
      class_reservation_id: row.class_reservation_id,
    }));
    expect(new Set(rows.map((row) => row.class_reservation_id)).size).toBe(first.total);
    expect(rows).toEqual([...rows].sort(newestClassFirst));
    expect(second.waitlists).toEqual(first.waitlists);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    await expectStaffOnly(target, (api) => [
      api.GET('/customer/admin/all'),
      api.GET('/customer/query', { params: { query: { query: 'ana' } } }),
      api.POST('/customer/giveAccess', { body: { customer_id: ANA, class_package_id: PACKAGE.five } }),
      api.GET('/available_classes/{id}', byId(1)),
    ]);
  });

  it('gives a package as a free, billed purchase and its credits, with the chosen days', async () => {
    const given = await admin().POST('/customer/giveAccess', {
      body: {
        customer_id: SIN_CREDITOS,
        class_package_id: PACKAGE.ten,
        package_days: 10,
        is_gift: true,
        bill: true,
      },
    });
    expect(given.data?.message).toBe('¡Acceso agregado!');
    const after = await customer(SIN_CREDITOS);
    const purchase = after.purchases?.find((row) => row.class_package_id === PACKAGE.ten);
    expect(purchase).toMatchObject({ status: 'completed', total_payment: 0, title: '10 clases' });
    expect(after.invoices?.map((invoice) => invoice.purchase_id)).toContain(purchase!.purchase_id);
    const row = after.available_classes?.find((credits) => credits.available_classes === 10);
    expect(daysFromNow(row!.expiration_date)).toBeCloseTo(10, 3);
    expect(await ownCredits('sincreditos')).toEqual([10]);
    const tooShort = await admin().POST('/customer/giveAccess', {
      body: { customer_id: SIN_CREDITOS, class_package_id: PACKAGE.ten, package_days: 0 },
    });
    expect([tooShort.response.status, tooShort.error?.message]).toEqual([
      400,
      'Los días de acceso deben ser al menos 1.',
    ]);
  });

  it('turns an unlimited package into an unlimited membership, charged at its price', async () => {
    await admin().POST('/customer/giveAccess', {
      body: { customer_id: SIN_CREDITOS, class_package_id: PACKAGE.unlimited },
    });
    const after = await customer(SIN_CREDITOS);
    expect(after.has_unlimited).toBe(true);
    expect(daysFromNow(after.unlimited_membership_expiration)).toBeCloseTo(30, 3);
    expect(after.purchases?.[0]?.total_payment).toBe(2200);
  });

  it('answers 404 for an unknown customer, package or payment method, and records nothing', async () => {
    const cases = [
      [{ customer_id: SIN_CREDITOS, class_package_id: 999 }, 'No encontramos ese paquete.'],
      [{ customer_id: 999, class_package_id: PACKAGE.five }, 'No encontramos a esa clienta.'],
      [
        { customer_id: SIN_CREDITOS, class_package_id: PACKAGE.five, payment_method_id: 999 },
        'No encontramos ese método de pago.',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await admin().POST('/customer/giveAccess', { body });
      expect([answer.response.status, answer.error?.message]).toEqual([404, message]);
    }
    expect((await customer(SIN_CREDITOS)).purchases).toEqual([]);
  });

  it('records giving access in the audit log with the records it created', async () => {
    await admin().POST('/customer/giveAccess', {
      body: { customer_id: ANA, class_package_id: PACKAGE.five, is_gift: true, bill: false },
    });
    const history = await admin().GET('/audit', {
      params: { query: { object_type: 'customer', object_id: ANA, related: true } },
    });
    const [entry] = history.data!.entries;
    expect(entry).toMatchObject({
      actor: { email: 'admin@demo.mx' },
      action: 'POST /customer/giveAccess',
      revertible: false,
    });
    const purchase = entry!.changes.find((change) => change.object_type === 'purchase');
    expect(purchase).toMatchObject({ kind: 'created', refs: { customer_id: ANA } });
    expect(purchase!.fields).toContainEqual({ field: 'total_payment', after: 0 });
    expect(entry!.changes.some((change) => change.object_type === 'available_class')).toBe(true);
  });

  it('logs taking classes back as undoable until the rows change again, and not a customer’s own edit', async () => {
    const history = async () =>
      (
        await admin().GET('/audit', {
          params: { query: { object_type: 'customer', object_id: ANA, related: true } },
        })
      ).data!.entries;
    await target.api('ana').PUT('/customer', { body: { customer_id: ANA, name: 'Ana María' } });
    expect(await history()).toEqual([]);
    await admin().PUT('/customer/removeClasses', { body: { customer_id: ANA, amount: 1 } });
    const [removal] = await history();
    expect(removal).toMatchObject({ action: 'PUT /customer/removeClasses', revertible: true });
    await admin().PUT('/customer/removeClasses', { body: { customer_id: ANA, amount: 1 } });
    const stale = await admin().POST('/audit/{id}/revert', byId(removal!.audit_id));
    expect([stale.response.status, stale.error?.message]).toEqual([
      409,
      'Los datos cambiaron después de este cambio; ya no se puede deshacer.',
    ]);
  });

  it('revokes a purchase: its credits and the unlimited membership go, once', async () => {
    const revoked = await admin().PUT('/customer/revokeAccess', { body: { purchase_id: 4 } });
    expect(revoked.data?.message).toBe('¡Acceso eliminado!');
    const after = await customer(2);
    expect(after.purchases?.find((row) => row.purchase_id === 4)?.status).toBe('revoked');
    expect([after.has_unlimited, after.available_classes]).toEqual([false, []]);
    const again = await admin().PUT('/customer/revokeAccess', { body: { purchase_id: 4 } });
    expect([again.response.status, again.error?.message]).toEqual([400, 'Esta compra ya fue revocada.']);
    const unknown = await admin().PUT('/customer/revokeAccess', { body: { purchase_id: 999 } });
    expect([unknown.response.status, unknown.error?.message]).toEqual([404, 'No encontramos esa compra.']);
  });

  it('takes classes from the rows that expire first', async () => {
    await admin().POST('/customer/giveAccess', {
      body: { customer_id: ANA, class_package_id: PACKAGE.five, package_days: 5, is_gift: true },
    });
    const removed = await admin().PUT('/customer/removeClasses', { body: { customer_id: ANA, amount: 6 } });
    expect(removed.data?.message).toBe('¡Clases Restadas!');
    expect(await ownCredits('ana')).toEqual([9, 0]);
  });

  it('refuses to take more classes than the customer has, and changes nothing', async () => {
    const answer = await admin().PUT('/customer/removeClasses', { body: { customer_id: ANA, amount: 11 } });
    expect([answer.response.status, answer.error?.message]).toEqual([
      400,
      'No se pueden restar 11 clases: la clienta solo tiene 10 disponibles.',
    ]);
    const none = await admin().PUT('/customer/removeClasses', { body: { customer_id: ANA, amount: 0 } });
    expect(none.error?.message).toBe('Indica cuántas clases quieres restar.');
    expect(await ownCredits('ana')).toEqual([10]);
  });

  it("lists one customer's credits records, and those expiring in a date range", async () => {
    const mine = await admin().GET('/available_classes', { params: { query: { customer_id: 7 } } });
    expect(mine.data!.available_classes.map((row) => row.available_classes)).toEqual([8, 2]);
    expect((await admin().GET('/available_classes')).data!.available_classes).toHaveLength(8);
    const expiring = await admin().GET('/available_classes/date/all', {
      params: { query: { start_date: day(-5), end_date: day(21) } },
    });
    // Expiring in the range: sincreditos (-3 days) and penalizada (20 days).
    expect(expiring.data!.available_classes.map((row) => row.customer_id)).toEqual([4, 3]);
  });

  it('creates a credits record the customer then sees, edits it and deletes it', async () => {
    const expiration_date = new Date(NOW.getTime() + 7 * DAY_MS).toISOString();
    const created = await admin().POST('/available_classes', {
      body: { customer_id: SIN_CREDITOS, available_classes: 3, expiration_date },
    });
    const id = created.data!.available_class.available_class_id;
    await admin().PUT('/available_classes', {
      body: { available_class_id: id, customer_id: SIN_CREDITOS, available_classes: 4, expiration_date },
    });
    expect((await admin().GET('/available_classes/{id}', byId(id))).data!.available_class).toMatchObject({
      customer_id: SIN_CREDITOS,
      available_classes: 4,
      expiration_date,
    });
    expect(await ownCredits('sincreditos')).toEqual([4]);
    expect((await admin().DELETE('/available_classes/{id}', byId(id))).data?.message).toBe(
      'Available class deleted.',
    );
    const gone = await admin().GET('/available_classes/{id}', byId(id));
    expect([gone.response.status, gone.error?.message]).toEqual([
      404,
      'No encontramos ese registro de créditos.',
    ]);
  });

  it('makes the customer unlimited with a -1 record, and not any more once it is deleted', async () => {
    const created = await admin().POST('/available_classes', {
      body: { customer_id: SIN_CREDITOS, available_classes: -1 },
    });
    expect((await customer(SIN_CREDITOS)).has_unlimited).toBe(true);
    await admin().DELETE('/available_classes/{id}', byId(created.data!.available_class.available_class_id));
    expect((await customer(SIN_CREDITOS)).has_unlimited).toBe(false);
  });

  it('refuses fewer than -1 credits, an unknown customer and an unknown record', async () => {
    const negative = await admin().POST('/available_classes', {
      body: { customer_id: SIN_CREDITOS, available_classes: -2 },
    });
    expect([negative.response.status, negative.error?.message]).toEqual([
      400,
      'Los créditos deben ser un número entero mayor o igual a -1 (-1 es ilimitado).',
    ]);
    const stranger = await admin().POST('/available_classes', {
      body: { customer_id: 999, available_classes: 1 },
    });
    expect([stranger.response.status, stranger.error?.message]).toEqual([
      400,
      'No encontramos a esa clienta.',
    ]);
    const unknown = await admin().PUT('/available_classes', {
      body: { available_class_id: 999, customer_id: SIN_CREDITOS, available_classes: 1 },
    });
    expect(unknown.response.status).toBe(404);
  });
});
