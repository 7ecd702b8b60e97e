import type { components } from '#src/api/schema.gen';
import { decideDiscountCheck } from '#src/domain/commerce/discount-code';
import { requireCustomer } from '#mocks/auth';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { orRefused } from '#mocks/http-errors';
import { decideDiscountInput } from '#src/domain/admin/commerce-input';
import { findDiscountByCode, lookUpDiscount } from '#mocks/commerce/discount-codes';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { discountView } from '#mocks/views/commerce';
import { crudHandlers, sentFields } from './crud';

type DiscountInput = components['schemas']['DiscountInput'];

/** The admin form's checks (src/domain/admin/commerce-input.ts). */
function checkInput(input: DiscountInput, discount_id?: number): string {
  const sameCode = findDiscountByCode(String(input.discountCode ?? ''));
  return orRefused(decideDiscountInput(input, { sameCode, discount_id })).discountCode;
}

export const discountHandlers = [
  http.get('/discounts/code/{code}', ({ request, params, query, response }) => {
    requireCustomer(request);
    const { discount } = orRefused(
      decideDiscountCheck(lookUpDiscount(String(params.code), Number(query.get('class_package_id')))),
    );
    return response(200).json({ discount: discountView(discount) });
  }),

  ...crudHandlers({
    collection: db.discounts,
    idKey: 'discount_id',
    listKey: 'descuentos',
    recordKey: 'discount',
    paths: {
      list: '/discounts/admin/all',
      one: '/discounts/{id}',
      save: '/discounts',
      remove: '/discounts/{id}',
    },
    access: { read: 'admin' },
    notFound: MSG.discountNotFound,
    deleted: 'Discount deleted.',
    view: discountView,
    create: (input) => ({
      discountCode: checkInput(input),
      amount: input.amount,
      is_percent: input.is_percent,
      first_invoice_only: input.first_invoice_only ?? false,
      // The admin screens do not show these: a new code is good for any package, without limit.
      class_package_ids: null,
      max_uses: null,
      uses: 0,
    }),
    update: (input, current) => ({
      discountCode: checkInput(input, current.discount_id),
      amount: input.amount,
      is_percent: input.is_percent,
      ...sentFields(input, ['first_invoice_only']),
    }),
  }),
];
