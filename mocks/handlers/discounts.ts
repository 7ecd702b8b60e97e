import type { components } from '#src/api/schema.gen';
import { requireAdmin, requireCustomer } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';
import { findDiscountByCode, lookUpDiscount } from '#mocks/commerce/discount-codes';
import { MSG } from '#mocks/commerce/messages';
import { discountView } from '#mocks/views/commerce';

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
  http.post('/discounts', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const discountCode = checkInput(input);
    const discount = await db.discounts.create({
      discount_id: nextId(db.discounts.all(), 'discount_id'),
      discountCode,
      amount: input.amount,
      is_percent: input.is_percent,
      first_invoice_only: input.first_invoice_only ?? false,
      // The admin screens do not show these: a new code is good for any package, without limit.
      class_package_ids: null,
      max_uses: null,
      uses: 0,
    });
    return response(200).json({ discount: discountView(discount) });
  }),

  http.put('/discounts', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const discount_id = requireId(input.discount_id, 'discount_id');
    orNotFound(
      db.discounts.findFirst((q) => q.where({ discount_id })),
      MSG.discountNotFound,
    );
    const discountCode = checkInput(input, discount_id);
    const discount = await db.discounts.update((q) => q.where({ discount_id }), {
      data(record) {
        record.discountCode = discountCode;
        record.amount = input.amount;
        record.is_percent = input.is_percent;
        if (input.first_invoice_only !== undefined) record.first_invoice_only = input.first_invoice_only;
      },
    });
    return response(200).json({ discount: discountView(orNotFound(discount, MSG.discountNotFound)) });
  }),

  http.get('/discounts/admin/all', ({ request, response }) => {
    requireAdmin(request);
    const descuentos = db.discounts
      .findMany(undefined, { orderBy: { discount_id: 'asc' } })
      .map(discountView);
    return response(200).json({ descuentos });
  }),

  http.get('/discounts/code/{code}', ({ request, params, query, response }) => {
    requireCustomer(request);
    const lookup = lookUpDiscount(String(params.code), Number(query.get('class_package_id')));
    if (lookup.kind === 'invalid') throw apiError(404, MSG.discountInvalid);
    if (lookup.kind === 'exhausted') throw apiError(412, MSG.discountExhausted);
    return response(200).json({ discount: discountView(lookup.discount) });
  }),

  http.get('/discounts/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    const discount = orNotFound(
      db.discounts.findFirst((q) => q.where({ discount_id: Number(params.id) })),
      MSG.discountNotFound,
    );
    return response(200).json({ discount: discountView(discount) });
  }),

  http.delete('/discounts/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    orNotFound(
      db.discounts.delete((q) => q.where({ discount_id: Number(params.id) })),
      MSG.discountNotFound,
    );
    return response(200).json({ message: 'Discount deleted.' });
  }),
];
