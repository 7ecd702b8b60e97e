import { asc, eq } from 'drizzle-orm';
import { crudOperations, writes } from '#server/admin/crud';
import { customFieldEntity, customSpotMapEntity, formEntity } from '#server/admin/forms-entities';
import { customFields } from '#server/db/schema';
import { requireStaff } from '#server/identity/caller';
import { partsOf, type ServiceFactory } from './context';

/**
 * The studio's forms, custom fields and custom spot maps, for staff, through the one CRUD shell
 * (the public reads are content.ts's and catalogue.ts's), every write audited.
 */
export const adminFormsService: ServiceFactory = (context) => ({
  ...crudOperations(formEntity, { list: 'listForms', ...writes(formEntity) }, context),
  ...crudOperations(customFieldEntity, { one: 'getCustomField', ...writes(customFieldEntity) }, context, {
    read: 'admin',
  }),
  async listCustomFields(request) {
    requireStaff(request);
    const object = partsOf(request).query.object;
    const rows = await context.db
      .select()
      .from(customFields)
      .where(object ? eq(customFields.object, object) : undefined)
      .orderBy(asc(customFields.custom_field_id));
    return { custom_fields: rows };
  },
  ...crudOperations(
    customSpotMapEntity,
    { one: 'getCustomSpotMap', ...writes(customSpotMapEntity) },
    context,
    {
      read: 'user',
    },
  ),
});
