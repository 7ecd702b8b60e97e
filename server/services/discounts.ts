import { eq } from 'drizzle-orm';
import { discountForCode } from '#server/commerce/discount-lookup';
import { classPackages } from '#server/db/schema';
import { discountView } from '#server/commerce/views';
import { orRefused } from '#server/http/api-error';
import { requireCustomer } from '#server/identity/caller';
import { decideDiscountCheck } from '#src/domain/commerce/discount-code';
import { partsOf, type ServiceFactory } from './context';

/** The checkout's code check: 404 for a code that does not apply, 412 for one used up. */
export const discountService: ServiceFactory = ({ db }) => ({
  async getDiscountByCode(request) {
    requireCustomer(request);
    const { params, query } = partsOf(request);
    const class_package_id = Number(query.class_package_id);
    const [pkg] = await db
      .select({
        class_package_id: classPackages.class_package_id,
        is_subscription: classPackages.is_subscription,
        free_trial_length: classPackages.free_trial_length,
      })
      .from(classPackages)
      .where(eq(classPackages.class_package_id, class_package_id));
    // A package that does not exist takes no code: the lookup finds it names no package of the code's.
    const lookup = await discountForCode(db, String(params.code), pkg ?? { class_package_id });
    return { discount: discountView(orRefused(decideDiscountCheck(lookup)).discount) };
  },
});
