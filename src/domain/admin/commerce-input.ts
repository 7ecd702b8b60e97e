/*
 * The back-office's checks of a package, a discount and a payment method before they are saved,
 * over the contract's input bodies. The mocks and the server call the same functions; each
 * stores the result its own way (the server in cents, decision 057).
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { ADMIN_MESSAGES as MSG } from './messages';

type S = components['schemas'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const validCount = (value: unknown) =>
  value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0);

/** A title, a price of zero or more and credits that make sense (-1: unlimited). */
export function decidePackageInput(input: S['ClassPackageInput']): Decision<{ title: string }> {
  const title = text(input.title);
  if (!title) return refuse(400, MSG.packageTitleRequired);
  const prices = [input.price, input.sale_price ?? 0];
  if (!prices.every((price) => Number.isFinite(price) && price >= 0)) {
    return refuse(400, MSG.packagePriceInvalid);
  }
  const amount = input.class_amount;
  if (!Number.isInteger(amount) || (amount < 1 && amount !== -1)) {
    return refuse(400, MSG.packageClassAmountInvalid);
  }
  if (!validCount(input.limit_per_customer)) return refuse(400, MSG.packageLimitInvalid);
  return allow({ title });
}

/** The code another discount already has (found without regard to case), if any. */
export interface DiscountInputFacts {
  sameCode: { discount_id: number } | undefined;
  /** The discount a PUT changes; absent for a new one. */
  discount_id?: number;
}

/** A code nobody else has, a non-negative amount, a percentage of at most 100. */
export function decideDiscountInput(
  input: S['DiscountInput'],
  facts: DiscountInputFacts,
): Decision<{ discountCode: string }> {
  const discountCode = text(input.discountCode);
  if (!discountCode) return refuse(400, MSG.discountCodeRequired);
  if (!(input.amount >= 0) || (input.is_percent && input.amount > 100)) {
    return refuse(400, MSG.discountAmountInvalid);
  }
  if (facts.sameCode && facts.sameCode.discount_id !== facts.discount_id) {
    return refuse(409, MSG.discountCodeTaken);
  }
  return allow({ discountCode });
}

/**
 * A payment method needs a name; its instructions are HTML, cleaned by the server when stored.
 * `fresh`: a create, whose left-out fields are empty; an update keeps what was not sent.
 */
export function decidePaymentMethodInput(
  input: S['PaymentMethodInput'],
  fresh: boolean,
): Decision<{ values: Record<string, unknown> }> {
  const name = text(input.name);
  if (!name) return refuse(400, MSG.paymentMethodNameRequired);
  const values: Record<string, unknown> = { name };
  for (const key of ['description', 'instructions'] as const) {
    if (input[key] !== undefined) values[key] = input[key];
    else if (fresh) values[key] = null;
  }
  return allow({ values });
}
