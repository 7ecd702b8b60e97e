import { db } from '#mocks/db';
import { savedValues } from '#mocks/content/catalogue-input';
import { decideTagInput } from '#src/domain/admin/catalogue-input';
import { crudHandlers } from './crud';

/*
 * Deleting a tag takes it off the classes and videos it labels, as the server's foreign keys do:
 * a later tag given the same id labels nothing, and undoing the deletion (the audit log) puts it
 * back where it was.
 */
async function forgetTag(tag_id: number): Promise<void> {
  const drop = (record: { tag_ids: number[] }) => {
    record.tag_ids = record.tag_ids.filter((id) => id !== tag_id);
  };
  await db.singleClasses.updateMany((q) => q.where((c) => c.tag_ids.includes(tag_id)), { data: drop });
  await db.videos.updateMany((q) => q.where((v) => v.tag_ids.includes(tag_id)), { data: drop });
}

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
  afterRemove: forgetTag,
});
