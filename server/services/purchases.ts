import { desc, eq } from 'drizzle-orm';
import { invoicesOf, purchaseViews } from '#server/commerce/views';
import { invoices, purchases } from '#server/db/schema';
import { orRefused } from '#server/http/api-error';
import { requireCustomer } from '#server/identity/caller';
import { decideOwnPurchase } from '#src/domain/commerce/purchase-ownership';
import { partsOf, type ServiceFactory } from './context';

/**
 * The customer's purchases and charges, newest first (the contract pages neither: a customer has
 * a few purchases a month). The order confirmation opens one purchase; staff may open anyone's.
 */
export const purchaseService: ServiceFactory = ({ db }) => ({
  async listMyPurchases(request) {
    const { customer } = requireCustomer(request);
    const rows = await db
      .select()
      .from(purchases)
      .where(eq(purchases.customer_id, customer.customer_id))
      .orderBy(desc(purchases.createdAt), desc(purchases.purchase_id));
    return { purchases: await purchaseViews(db, rows) };
  },

  async getPurchase(request) {
    const { user, customer } = requireCustomer(request);
    const id = Number(partsOf(request).params.id);
    const [found] = await db.select().from(purchases).where(eq(purchases.purchase_id, id));
    const { purchase } = orRefused(
      decideOwnPurchase(found, { customer_id: customer.customer_id, isAdmin: user.role === 'admin' }),
    );
    const [view] = await purchaseViews(db, [purchase]);
    return { purchase: view };
  },

  async listMyInvoices(request) {
    const { customer } = requireCustomer(request);
    const mine = await db.select().from(purchases).where(eq(purchases.customer_id, customer.customer_id));
    return { invoices: await invoicesOf(db, mine, [desc(invoices.createdAt), desc(invoices.invoice_id)]) };
  },
});
