import { es } from '#src/i18n/es-admin';
import { byField, field, idColumn, textColumn, texts } from './columns';
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
