import { cancelReason, decideSubscriptionCancel } from '#src/domain/commerce/subscription-cancel';
import { decideOwnPurchase } from '#src/domain/commerce/purchase-ownership';
import { requireCustomer } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { orRefused } from '#mocks/http-errors';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { invoiceView, purchaseView } from '#mocks/views/commerce';

/** The caller's purchase; an admin may open anyone's (the admin area links to them). */
function ownPurchase(request: Request, id: unknown) {
  const { user, customer } = requireCustomer(request);
  const found = db.purchases.findFirst((q) => q.where({ purchase_id: Number(id) }));
  return orRefused(
    decideOwnPurchase(found, { customer_id: customer.customer_id, isAdmin: user.role === 'admin' }),
  ).purchase;
}

export const purchaseHandlers = [
  http.get('/purchases', ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const purchases = db.purchases
      .findMany((q) => q.where({ customer_id: customer.customer_id }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.purchase_id - a.purchase_id)
      .map(purchaseView);
    return response(200).json({ purchases });
  }),

  // Only a running subscription can be cancelled; it keeps what it already granted.
  http.post('/purchases/cancel/{id}', async ({ request, params, response }) => {
    requireCustomer(request);
    const input = await request.json();
    orRefused(cancelReason(input.reason));
    const purchase = ownPurchase(request, params.id);
    orRefused(decideSubscriptionCancel(purchase));
    const now = mockNow().toISOString();
    await db.purchases.update((q) => q.where({ purchase_id: purchase.purchase_id }), {
      data(record) {
        record.status = 'cancelled';
        record.cancelledAt = now;
        record.updatedAt = now;
      },
    });
    return response(200).json({ message: MSG.subscriptionCancelled });
  }),

  http.get('/purchases/{id}', ({ request, params, response }) => {
    return response(200).json({ purchase: purchaseView(ownPurchase(request, params.id)) });
  }),

  http.get('/invoices', ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const mine = new Set(
      db.purchases
        .findMany((q) => q.where({ customer_id: customer.customer_id }))
        .map((purchase) => purchase.purchase_id),
    );
    const invoices = db.invoices
      .all()
      .filter((invoice) => mine.has(invoice.purchase_id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.invoice_id - a.invoice_id)
      .map(invoiceView);
    return response(200).json({ invoices });
  }),
];
