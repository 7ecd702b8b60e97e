import { db } from '#mocks/db';
import { savedValues } from '#mocks/content/catalogue-input';
import { decideTagInput } from '#src/domain/admin/catalogue-input';
import { crudHandlers } from './crud';

export const tagHandlers = crudHandlers({
  collection: db.tags,
  idKey: 'tag_id',
  listKey: 'tags',
  recordKey: 'tag',
  paths: { list: '/tags', one: '/tags/{id}', save: '/tags', remove: '/tags/{id}' },
  notFound: 'Etiqueta no encontrada.',
  deleted: 'Tag deleted.',
  list: (query) => {
    const type = query.get('type');
    return db.tags.findMany(type ? (q) => q.where({ type }) : undefined, { orderBy: { tag_id: 'asc' } });
  },
  create: (input) => savedValues(decideTagInput(input, true)),
  update: (input) => savedValues(decideTagInput(input, false)),
});
