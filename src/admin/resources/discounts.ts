import { es } from '#src/i18n/es-admin';
import { byField, field, idColumn, textColumn, texts, yesNoColumn } from './columns';
import type { ResourceDefinition } from './definition';

const text = es.resources.discounts;
const f = text.fields;

/** Discount codes: a percent is at most 100; 'Descuento no encontrado.' for an unknown id. */
export const discountsResource: ResourceDefinition = {
  key: 'descuentos',
  group: 'payments',
  ...texts(text),
  api: {
    list: '/discounts/admin/all',
    listKey: 'descuentos',
    one: '/discounts/{id}',
    recordKey: 'discount',
    save: '/discounts',
    remove: '/discounts/{id}',
    idKey: 'discount_id',
  },
  titleOf: byField('discountCode'),
  columns: [
    idColumn('discount_id'),
    textColumn('discountCode', f.discountCode),
    {
      id: 'amount',
      header: f.amount,
      value: (row) => (row.is_percent ? `${String(row.amount)}%` : `$${String(row.amount)}`),
    },
    {
      id: 'is_percent',
      header: f.is_percent,
      value: (row) => (row.is_percent ? text.percent : text.fixed),
      hidden: true,
    },
    yesNoColumn('first_invoice_only', f.first_invoice_only),
  ],
  fields: [
    field('discountCode', 'text', f.discountCode, { required: true }),
    field('amount', 'number', f.amount, { required: true, maxWhen: { flag: 'is_percent', max: 100 } }),
    field('is_percent', 'boolean', f.is_percent),
    field('first_invoice_only', 'boolean', f.first_invoice_only),
  ],
  defaults: { is_percent: true },
};
