import { es } from '#src/i18n/es-admin';
import { byField, field, fieldsOf, idColumn, textColumn, texts, yesNoColumn } from './columns';
import type { ResourceDefinition } from './definition';

const r = es.resources;

/** Content and payment resources written in HTML (announcements, pages, payment instructions). */
export const announcementsResource: ResourceDefinition = {
  key: 'avisos',
  group: 'content',
  ...texts(r.announcements),
  api: {
    list: '/announcements',
    listKey: 'announcements',
    one: '/announcements/{id}',
    recordKey: 'announcement',
    save: '/announcements',
    remove: '/announcements/{id}',
    idKey: 'announcement_id',
  },
  titleOf: byField('title'),
  columns: [idColumn('announcement_id'), textColumn('title', r.announcements.fields.title)],
  fields: [
    field('title', 'text', r.announcements.fields.title, { required: true }),
    field('content', 'html', r.announcements.fields.content),
  ],
};

export const pagesResource: ResourceDefinition = {
  key: 'paginas',
  group: 'content',
  ...texts(r.pages),
  api: {
    list: '/pages',
    listKey: 'pages',
    recordKey: 'page',
    save: '/pages',
    remove: '/pages/{slug}',
    idKey: 'page_id',
  },
  titleOf: byField('title'),
  columns: [
    idColumn('page_id'),
    textColumn('title', r.pages.fields.title),
    textColumn('slug', r.pages.fields.slug),
    yesNoColumn('required', r.pages.fields.required),
  ],
  fields: [
    field('title', 'text', r.pages.fields.title, { required: true }),
    field('slug', 'slug', r.pages.fields.slug, { required: true, unique: true }),
    field('content', 'html', r.pages.fields.content),
    field('required', 'boolean', r.pages.fields.required),
  ],
};

export const paymentMethodsResource: ResourceDefinition = {
  key: 'metodos-de-pago',
  group: 'payments',
  ...texts(r.paymentMethods),
  api: {
    list: '/payment_methods',
    listKey: 'payment_methods',
    one: '/payment_methods/{id}',
    recordKey: 'payment_method',
    save: '/payment_methods',
    remove: '/payment_methods/{id}',
    idKey: 'payment_method_id',
  },
  titleOf: byField('name'),
  columns: [
    idColumn('payment_method_id'),
    textColumn('name', r.paymentMethods.fields.name),
    textColumn('description', r.paymentMethods.fields.description),
  ],
  fields: [
    field('name', 'text', r.paymentMethods.fields.name, { required: true }),
    field('description', 'textarea', r.paymentMethods.fields.description),
    field('instructions', 'html', r.paymentMethods.fields.instructions),
  ],
};

export const addressesResource: ResourceDefinition = {
  key: 'direcciones',
  group: 'customers',
  ...texts(r.addresses),
  api: {
    list: '/addresses',
    listKey: 'addresses',
    one: '/addresses/{id}',
    recordKey: 'address',
    save: '/addresses',
    remove: '/addresses/{id}',
    idKey: 'address_id',
  },
  titleOf: (row) => [row.street, row.number, row.city].filter(Boolean).join(' '),
  columns: [
    idColumn('address_id'),
    textColumn('street', r.addresses.fields.street),
    textColumn('number', r.addresses.fields.number),
    textColumn('neighborhood', r.addresses.fields.neighborhood, true),
    textColumn('city', r.addresses.fields.city),
    textColumn('state', r.addresses.fields.state),
    textColumn('zip_code', r.addresses.fields.zip_code, true),
  ],
  fields: [
    ...fieldsOf(r.addresses.fields, 'text', ['street', 'number', 'interior_number', 'neighborhood']),
    ...fieldsOf(r.addresses.fields, 'text', ['city', 'state', 'country'], { required: true }),
    field('zip_code', 'text', r.addresses.fields.zip_code),
  ],
  defaults: { country: 'México' },
};
