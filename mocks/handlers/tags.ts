import { db } from '#mocks/db';
import { crudHandlers, sentFields } from './crud';

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
  create: (input) => ({ name: input.name, color: input.color ?? null, type: input.type ?? null }),
  update: (input) => ({ name: input.name, ...sentFields(input, ['color', 'type']) }),
});
