import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { customers, stripeCoupons, stripeCustomers, stripePrices } from '#server/db/schema';
import type {
  CardPayments,
  CardPaymentStart,
  SubscriptionCharge,
  SubscriptionPaid,
} from '#server/providers/stripe';

/**
 * The customer's Stripe Customer, made the first time and kept (decision 076). Two first
 * subscriptions at once reach one Customer: Stripe answers the same one for the same key.
 */
async function stripeCustomerFor(db: Database, payments: CardPayments, customer_id: number) {
  const [known] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.customer_id, customer_id));
  if (known) return known.stripe_customer_id;
  const [customer] = await db.select().from(customers).where(eq(customers.customer_id, customer_id));
  const made = await payments.createCustomer({
    customer_id,
    email: customer?.email ?? '',
    name: [customer?.name, customer?.last_name].filter(Boolean).join(' '),
  });
  await db.insert(stripeCustomers).values({ customer_id, stripe_customer_id: made }).onConflictDoNothing();
  return made;
}

/** The Price a package is billed at for this renewal amount and rhythm, made once (as PayPal's plans). */
async function stripePriceFor(db: Database, payments: CardPayments, charge: SubscriptionCharge) {
  const price_key = `package-${charge.class_package_id}-${charge.renewalCents}-${charge.interval}-${charge.period}`;
  const [known] = await db.select().from(stripePrices).where(eq(stripePrices.price_key, price_key));
  if (known) return known.price_id;
  const price_id = await payments.createPrice(charge, price_key);
  await db
    .insert(stripePrices)
    .values({ price_key, price_id, class_package_id: charge.class_package_id })
    .onConflictDoNothing();
  return price_id;
}

/**
 * The one-time Coupon taking this much off a first invoice, made once per amount (as Prices): two
 * first buyers at once reach one Coupon, Stripe answering the same one for the same key.
 */
async function stripeCouponFor(db: Database, payments: CardPayments, amountOffCents: number) {
  const coupon_key = `once-${amountOffCents}-mxn`;
  const [known] = await db.select().from(stripeCoupons).where(eq(stripeCoupons.coupon_key, coupon_key));
  if (known) return known.coupon_id;
  const coupon_id = await payments.createCoupon(amountOffCents, coupon_key);
  await db.insert(stripeCoupons).values({ coupon_key, coupon_id }).onConflictDoNothing();
  return coupon_id;
}

/**
 * Whom a subscription bills and at what: the Customer, the Price and a first-invoice Coupon, each
 * made once.
 */
async function billingFor(db: Database, payments: CardPayments, charge: SubscriptionCharge) {
  const stripeCustomer = await stripeCustomerFor(db, payments, charge.customer_id);
  const price = await stripePriceFor(db, payments, charge);
  const coupon =
    charge.firstInvoiceOffCents > 0
      ? await stripeCouponFor(db, payments, charge.firstInvoiceOffCents)
      : undefined;
  return { stripeCustomer, price, coupon };
}

/**
 * A card subscription's provider half (after the purchase's transaction, decision 057): the
 * Customer and Price, each made once, then the Subscription (or its Checkout Session) under a key
 * derived from the purchase, so a retry reaches the same one.
 */
export async function startCardSubscription(
  db: Database,
  payments: CardPayments,
  charge: SubscriptionCharge,
  mode: 'embedded' | 'session',
): Promise<CardPaymentStart> {
  return payments.startSubscription(charge, await billingFor(db, payments, charge), mode);
}

/**
 * POST /checkout's card token for a subscription package: the same Customer, Price and Coupon,
 * then a Subscription whose first invoice Stripe charges on the token now (or a thrown CardRefused).
 */
export async function subscribeCardToken(
  db: Database,
  payments: CardPayments,
  charge: SubscriptionCharge,
  token: string,
): Promise<SubscriptionPaid> {
  return payments.subscribeWithToken(charge, await billingFor(db, payments, charge), token);
}
