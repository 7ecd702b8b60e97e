import type { components } from '#src/api/schema.gen';
import { decideDiscountCheck } from '#src/domain/commerce/discount-code';
import { requireCustomer } from '#mocks/auth';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orRefused } from '#mocks/http-errors';
import { findDiscountByCode, lookUpDiscount } from '#mocks/commerce/discount-codes';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { discountView } from '#mocks/views/commerce';
import { crudHandlers, sentFields } from './crud';

type DiscountInput = components['schemas']['DiscountInput'];

/** The admin form's checks: a code, a non-negative amount, a percentage of at most 100. */
function checkInput(input: DiscountInput, discount_id?: number): string {
  const code = String(input.discountCode ?? '').trim();
  if (!code) throw apiError(400, 'Escribe el código del descuento.');
  if (!(input.amount >= 0) || (input.is_percent && input.amount > 100)) {
    throw apiError(400, 'El monto del descuento no es válido.');
  }
  const same = findDiscountByCode(code);
  if (same && same.discount_id !== discount_id) throw apiError(409, 'Ya existe un descuento con ese código.');
  return code;
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
