import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { discounts } from '#server/db/schema';
import { lookUpDiscount, type DiscountedPackage } from '#src/domain/commerce/discount-code';
import { discountTerms } from './views';

/**
 * The typed code looked up for a package (src/domain/commerce/discount-code.ts decides). `lock`
 * holds the code's row until the purchase that spends a use commits.
 */
export async function discountForCode(
  tx: Database,
  code: string,
  pkg: DiscountedPackage,
  { lock = false } = {},
) {
  const query = tx
    .select()
    .from(discounts)
    .where(eq(sql`lower(${discounts.discountCode})`, code.trim().toLowerCase()));
  const [row] = lock ? await query.for('update') : await query;
  return lookUpDiscount(row ? discountTerms(row) : undefined, pkg);
}
