import { desc, eq } from 'drizzle-orm';
import { invoicesOf, purchaseViews } from '#server/commerce/views';
import { invoices, purchases } from '#server/db/schema';
import type { Database } from '#server/db/client';
import { apiError, orRefused } from '#server/http/api-error';
import { paypalOf } from '#server/providers/paypal';
import { stripeOf } from '#server/providers/stripe';
import { requireCustomer } from '#server/identity/caller';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { decideOwnPurchase } from '#src/domain/commerce/purchase-ownership';
import { cancelReason, decideSubscriptionCancel } from '#src/domain/commerce/subscription-cancel';
import { partsOf, type ServiceFactory } from './context';

/**
 * The customer's purchases and charges, newest first (the contract pages neither: a customer has
 * a few purchases a month). The order confirmation opens one purchase; staff may open anyone's.
 */
export const purchaseService: ServiceFactory = ({ db, clock, config }) => {
  const cards = stripeOf(config);
  const paypal = paypalOf(config);
  /** Who bills a subscription and must end it; none for one only recorded here (the seed's). */
  const billingProvider = (name: string | null) =>
    name === 'stripe'
      ? { name: 'Stripe', of: cards }
      : name === 'paypal'
        ? { name: 'PayPal', of: paypal }
        : undefined;
  return {
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

    async cancelSubscription(request) {
      const { user, customer } = requireCustomer(request);
      const { reason } = orRefused(cancelReason(partsOf(request).body.reason));
      const id = Number(partsOf(request).params.id);
      const now = clock.now();
      // The purchase row stays locked while the provider ends the subscription: a second cancel
      // waits, then finds it cancelled (412) rather than ending it twice.
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [found] = await tx.select().from(purchases).where(eq(purchases.purchase_id, id)).for('update');
        const { purchase } = orRefused(
          decideOwnPurchase(found, { customer_id: customer.customer_id, isAdmin: user.role === 'admin' }),
        );
        orRefused(decideSubscriptionCancel(purchase));
        const provider = billingProvider(purchase.provider);
        if (provider) {
          const billing = provider.of();
          if (!billing) throw apiError(502, COMMERCE_MESSAGES.providerFailed);
          try {
            await billing.cancelSubscription(purchase.subscription_id!, reason);
          } catch (error) {
            request.log.warn(
              { purchase_id: id, error: (error as Error).message },
              `${provider.name} no canceló la suscripción`,
            );
            throw apiError(502, COMMERCE_MESSAGES.providerFailed);
          }
        }
        await tx
          .update(purchases)
          .set({ status: 'cancelled', cancelledAt: now.toISOString(), updatedAt: now.toISOString() })
          .where(eq(purchases.purchase_id, id));
      });
      return { message: COMMERCE_MESSAGES.subscriptionCancelled };
    },

    async listMyInvoices(request) {
      const { customer } = requireCustomer(request);
      const mine = await db.select().from(purchases).where(eq(purchases.customer_id, customer.customer_id));
      return { invoices: await invoicesOf(db, mine, [desc(invoices.createdAt), desc(invoices.invoice_id)]) };
    },
  };
};
