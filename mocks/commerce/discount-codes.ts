import { db, type DiscountRecord } from '#mocks/db';

export type DiscountLookup =
  | { kind: 'valid'; discount: DiscountRecord }
  | { kind: 'invalid' }
  | { kind: 'exhausted'; discount: DiscountRecord };

/** Codes are matched without regard to case: customers type them. */
export function findDiscountByCode(code: string): DiscountRecord | undefined {
  const wanted = code.trim().toLowerCase();
  return db.discounts.all().find((discount) => discount.discountCode.toLowerCase() === wanted);
}

/** Whether a code can be used for a package; the callers choose the status and text of each case. */
export function lookUpDiscount(code: string, class_package_id: number): DiscountLookup {
  const discount = findDiscountByCode(code);
  if (!discount) return { kind: 'invalid' };
  const packages = discount.class_package_ids;
  if (packages !== null && !packages.includes(class_package_id)) return { kind: 'invalid' };
  if (discount.max_uses !== null && discount.uses >= discount.max_uses)
    return { kind: 'exhausted', discount };
  return { kind: 'valid', discount };
}

/** A purchase made with the code spends one of its uses. */
export async function spendDiscount(discount_id: number): Promise<void> {
  await db.discounts.update((q) => q.where({ discount_id }), {
    data(discount) {
      discount.uses += 1;
    },
  });
}
