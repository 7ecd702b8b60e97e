import { requireStaff } from '#mocks/auth';
import { completePurchase } from '#mocks/commerce/purchase-records';
import { giveAccess, removeCredits, revokeAccess } from '#mocks/customers/access';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, orRefused } from '#mocks/http-errors';
import { reservationView, waitlistView } from '#mocks/booking/views';
import { purchaseView } from '#mocks/views/commerce';
import { customerSummary, customerView } from '#mocks/views/customer';
import {
  CUSTOMER_ADMIN_MESSAGES as MESSAGES,
  CUSTOMER_QUERY_LIMIT,
  CUSTOMERS_PAGE_SIZE,
  matchesQuery,
} from '#src/domain/admin/customer-admin';
import { decideCashPayment } from '#src/domain/commerce/cash-payment';
import { toCents } from '#src/domain/discount';
import { newestClassFirst } from '#src/domain/booking/reservation-order';
import { pageOf, pageSlice, RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';

function findCustomer(customer_id: number) {
  return orNotFound(
    db.customers.findFirst((q) => q.where({ customer_id })),
    MESSAGES.customerNotFound,
  );
}

function searchCustomers(query: string | null) {
  return db.customers
    .findMany(undefined, { orderBy: { customer_id: 'asc' } })
    .filter((customer) => matchesQuery(customer, query));
}

export const customerAdminHandlers = [
  http.get('/customer/admin/all', ({ request, query, response }) => {
    requireStaff(request);
    const matches = searchCustomers(query.get('query'));
    const page = pageOf(query.get('page'));
    const customers = pageSlice(matches, page, CUSTOMERS_PAGE_SIZE).map(customerSummary);
    return response(200).json({ customers, total: matches.length });
  }),

  http.get('/customer/admin/{id}', ({ request, params, response }) => {
    requireStaff(request);
    // The admin's customer page shows purchases and credits, so it gets the related lists.
    return response(200).json({ customer: customerView(findCustomer(Number(params.id))) });
  }),

  http.get('/customer/admin/{id}/bookings', ({ request, params, query, response }) => {
    requireStaff(request);
    const { customer_id } = findCustomer(Number(params.id));
    // As the customer reads them: the latest class first, so staff see what is coming and what
    // just happened, whatever order the reservations were made in; a page at a time.
    const sorted = db.reservations
      .findMany((q) => q.where({ customer_id }))
      .map((reservation) => ({
        reservation,
        class_date: db.singleClasses.findFirst((q) =>
          q.where({ single_class_id: reservation.single_class_id }),
        )?.class_date,
        class_reservation_id: reservation.class_reservation_id,
      }))
      .sort(newestClassFirst);
    const class_reservations = pageSlice(sorted, pageOf(query.get('page')), RESERVATIONS_PAGE_SIZE).map(
      ({ reservation }) => reservationView(reservation),
    );
    const waitlists = db.waitlists
      .findMany((q) => q.where({ customer_id }), { orderBy: { waitlist_id: 'desc' } })
      .map(waitlistView);
    return response(200).json({ total: sorted.length, class_reservations, waitlists });
  }),

  http.get('/customer/query', ({ request, query, response }) => {
    requireStaff(request);
    const text = query.get('query')?.trim() ?? '';
    const customers = text ? searchCustomers(text).slice(0, CUSTOMER_QUERY_LIMIT).map(customerSummary) : [];
    return response(200).json({ customers });
  }),

  http.post('/customer/giveAccess', async ({ request, response }) => {
    requireStaff(request);
    const input = await request.json();
    const customer = findCustomer(input.customer_id);
    const classPackage = orNotFound(
      db.classPackages.findFirst((q) => q.where({ class_package_id: input.class_package_id })),
      MESSAGES.packageNotFound,
    );
    const payment_method_id = input.payment_method_id;
    if (payment_method_id !== null && payment_method_id !== undefined) {
      orNotFound(
        db.paymentMethods.findFirst((q) => q.where({ payment_method_id })),
        MESSAGES.paymentMethodNotFound,
      );
    }
    await giveAccess(customer, classPackage, input);
    return response(200).json({ message: MESSAGES.accessGiven });
  }),

  http.put('/customer/revokeAccess', async ({ request, response }) => {
    requireStaff(request);
    const { purchase_id } = await request.json();
    if (!Number.isInteger(purchase_id)) throw apiError(400, MESSAGES.purchaseIdMissing);
    await revokeAccess(purchase_id);
    return response(200).json({ message: MESSAGES.accessRevoked });
  }),

  // The desk received a pending cash purchase's money: settled as a provider's payment is.
  http.put('/purchases/admin/{id}/paid', async ({ request, params, response }) => {
    requireStaff(request);
    const purchase_id = Number(params.id);
    const found = db.purchases.findFirst((q) => q.where({ purchase_id }));
    orRefused(decideCashPayment(found && { ...found, total_payment_cents: toCents(found.total_payment) }));
    const paid = await completePurchase(purchase_id);
    return response(200).json({ purchase: purchaseView(paid!) });
  }),

  http.put('/customer/removeClasses', async ({ request, response }) => {
    requireStaff(request);
    const { customer_id, amount } = await request.json();
    findCustomer(customer_id);
    await removeCredits(customer_id, amount);
    return response(200).json({ message: MESSAGES.classesRemoved });
  }),
];
