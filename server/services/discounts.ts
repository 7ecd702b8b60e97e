import { discountForCode } from '#server/commerce/discount-lookup';
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
    const lookup = await discountForCode(db, String(params.code), Number(query.class_package_id));
    return { discount: discountView(orRefused(decideDiscountCheck(lookup)).discount) };
  },
});
