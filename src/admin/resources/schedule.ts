import { es } from '#src/i18n/es-admin';
import { createElement } from 'react';
import { StudioTime } from '#src/ui/studio-time';
import { byField, field, idColumn, optionColumn, textColumn, texts } from './columns';
import type { ResourceDefinition } from './definition';

const r = es.scheduleResources;

/** The studio's closed dates: a weekly series skips them (src/domain/class-series.ts). */
export const closuresResource: ResourceDefinition = {
  key: 'dias-cerrados',
  group: 'settings',
  ...texts(r.closures),
  api: {
    list: '/closures',
    listKey: 'closures',
    recordKey: 'closure',
    save: '/closures',
    remove: '/closures/{id}',
    idKey: 'closure_id',
  },
  titleOf: byField('date'),
  columns: [
    idColumn('closure_id'),
    textColumn('date', r.closures.fields.date),
    textColumn('reason', r.closures.fields.reason),
  ],
  fields: [
    field('date', 'date', r.closures.fields.date, { required: true, help: r.closures.help }),
    field('reason', 'text', r.closures.fields.reason),
  ],
};

const mailDelivery = field('delivery', 'select', r.sentMails.fields.delivery, {
  options: (['sent', 'pending', 'failed'] as const).map((value) => ({
    value,
    label: r.sentMails.deliveries[value],
  })),
});

/**
 * What the server emailed customers (a cancelled class's notice) and whether it left: in mock
 * mode, QA's inbox (every mail 'Por enviar': the mocks send none).
 */
export const sentMailsResource: ResourceDefinition = {
  key: 'correos',
  group: 'schedule',
  ...texts(r.sentMails),
  readOnly: true,
  api: { list: '/sent_mails', listKey: 'sent_mails', recordKey: 'sent_mail', idKey: 'sent_mail_id' },
  titleOf: byField('subject'),
  columns: [
    textColumn('subject', r.sentMails.fields.subject),
    textColumn('to', r.sentMails.fields.to),
    textColumn('body', r.sentMails.fields.body),
    {
      id: 'createdAt',
      header: r.sentMails.fields.createdAt,
      value: (row) => String(row.createdAt ?? ''),
      cell: (row) => createElement(StudioTime, { value: String(row.createdAt), format: 'DD MMM YYYY HH:mm' }),
    },
    optionColumn(mailDelivery),
    textColumn('deliveryError', r.sentMails.fields.deliveryError, true),
  ],
  fields: [],
};
