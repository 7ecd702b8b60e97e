import {
  lookUpDiscount as decideLookup,
  sameCode,
  type DiscountLookup,
} from '#src/domain/commerce/discount-code';
import { db, type DiscountRecord } from '#mocks/db';

export function findDiscountByCode(code: string): DiscountRecord | undefined {
  return db.discounts.all().find((discount) => sameCode(discount.discountCode, code));
}

/** Whether a code can be used for a package (src/domain/commerce/discount-code.ts). */
export function lookUpDiscount(code: string, class_package_id: number): DiscountLookup<DiscountRecord> {
  const pkg = db.classPackages.findFirst((q) => q.where({ class_package_id }));
  return decideLookup(findDiscountByCode(code), pkg ?? { class_package_id });
}

/** A purchase made with the code spends one of its uses. */
export async function spendDiscount(discount_id: number): Promise<void> {
  await db.discounts.update((q) => q.where({ discount_id }), {
    data(discount) {
      discount.uses += 1;
    },
  });
}
