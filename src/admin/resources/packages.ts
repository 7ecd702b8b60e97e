import { es } from '#src/i18n/es-admin';
import { uploadControl } from '#src/admin/editor/file-upload-field';
import { PackageTypesControl } from '#src/admin/editor/package-types-control';
import { byField, field, idColumn, moneyColumn, textColumn, texts, yesNoColumn } from './columns';
import type { ResourceDefinition } from './definition';

const text = es.resources.packages;
const f = text.fields;
const periods = (['day', 'month', 'year'] as const).map((value) => ({ value, label: text.periods[value] }));

/** Class packages: every field of the spec's entity; −1 credits is 'Ilimitado'; a home toggle per row. */
export const packagesResource: ResourceDefinition = {
  key: 'paquetes',
  group: 'catalogue',
  ...texts(text),
  api: {
    list: '/class_packages/admin/all',
    listKey: 'class_packages',
    one: '/class_packages/{id}',
    recordKey: 'class_package',
    save: '/class_packages',
    remove: '/class_packages/{id}',
    idKey: 'class_package_id',
  },
  titleOf: byField('title'),
  columns: [
    idColumn('class_package_id'),
    textColumn('title', f.title),
    moneyColumn('price', f.price),
    moneyColumn('sale_price', f.sale_price, true),
    {
      id: 'class_amount',
      header: f.class_amount,
      value: (row) => (row.class_amount === -1 ? text.unlimited : (row.class_amount as number)),
    },
    textColumn('expiration_days', f.expiration_days),
    textColumn('order', f.order, true),
    yesNoColumn('on_home', text.onHome),
    yesNoColumn('online', f.online, true),
    yesNoColumn('is_subscription', f.is_subscription, true),
  ],
  fields: [
    field('title', 'text', f.title, { required: true, section: text.sections.main }),
    field('price', 'money', f.price, { required: true }),
    field('sale_price', 'money', f.sale_price),
    field('allow_discount_over_sale_price', 'boolean', f.allow_discount_over_sale_price),
    field('short_description', 'text', f.short_description),
    field('description', 'html', f.description),
    field('class_amount', 'credits', f.class_amount, { required: true, min: 1 }),
    field('class_package_types', 'list', text.types.label, { control: PackageTypesControl }),
    field('is_trial', 'boolean', f.is_trial, { section: text.sections.kind }),
    field('is_special_event', 'boolean', f.is_special_event),
    field('online', 'boolean', f.online),
    field('is_subscription', 'boolean', f.is_subscription, { section: text.sections.subscription }),
    field('subscription_period', 'select', f.subscription_period, { options: periods }),
    field('subscription_interval', 'number', f.subscription_interval, { integer: true, min: 1 }),
    field('free_trial_length', 'number', f.free_trial_length, { integer: true }),
    field('free_trial_period', 'select', f.free_trial_period, { options: periods }),
    field('expiration_days', 'number', f.expiration_days, {
      integer: true,
      min: 1,
      section: text.sections.limits,
    }),
    field('limit_per_customer', 'number', f.limit_per_customer, { integer: true, min: 1 }),
    field('order', 'number', f.order, { integer: true }),
    field('image.src', 'text', f.image, {
      section: text.sections.files,
      control: uploadControl('src', true),
    }),
    field('downloadable', 'file', f.downloadable, { control: uploadControl('file', false, 'file_url') }),
    field('file_url', 'text', f.file_url, { control: uploadControl('src', false) }),
    field('receipt_file.src', 'text', f.receipt_file, { control: uploadControl('src', false) }),
  ],
  defaults: { class_amount: 1, expiration_days: 30 },
  rowAction: {
    name: 'packageHome',
    label: (row) => (row.on_home ? text.removeFromHome : text.addToHome),
  },
};
