import { and, eq, ne } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  customFieldIdentity,
  decideCustomFieldInput,
  decideCustomSpotMapInput,
  decideFormInput,
} from '#src/domain/admin/forms-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import type { Database } from '#server/db/client';
import { customFields, customSpotMaps, forms } from '#server/db/schema';
import type { Entity } from './crud';

type S = components['schemas'];
type CustomFieldRow = typeof customFields.$inferSelect;

/** The studio's dynamic forms (sign-up, address…); reading one is content.ts's. */
export const formEntity: Entity<typeof forms.$inferSelect> = {
  table: forms,
  id: forms.form_id,
  idKey: 'form_id',
  objectType: 'form',
  recordKey: 'form',
  listKey: 'forms',
  notFound: ADMIN_MESSAGES.formNotFound,
  deleted: 'Form deleted.',
  create: (input) => decideFormInput(input as S['FormInput'], true),
  update: (input) => decideFormInput(input as S['FormInput'], false),
};

/** The custom field rule, with its fact: does another field of the object have the key. */
async function customFieldValues(tx: Database, sent: S['CustomFieldInput'], current?: CustomFieldRow) {
  const { key, object } = customFieldIdentity({ ...(current as Partial<S['CustomFieldInput']>), ...sent });
  const others = await tx
    .select({ id: customFields.custom_field_id })
    .from(customFields)
    .where(
      and(
        eq(customFields.key, key),
        eq(customFields.object, object),
        current ? ne(customFields.custom_field_id, current.custom_field_id) : undefined,
      ),
    );
  return decideCustomFieldInput(sent, current as Partial<S['CustomFieldInput']> | undefined, {
    taken: others.length > 0,
  });
}

export const customFieldEntity: Entity<CustomFieldRow> = {
  table: customFields,
  id: customFields.custom_field_id,
  idKey: 'custom_field_id',
  objectType: 'custom_field',
  recordKey: 'custom_field',
  listKey: 'custom_fields',
  notFound: ADMIN_MESSAGES.customFieldNotFound,
  deleted: 'custom_field deleted.',
  create: (input, tx) => customFieldValues(tx, input as S['CustomFieldInput']),
  update: (input, current, tx) => customFieldValues(tx, input as S['CustomFieldInput'], current),
  conflicts: {
    custom_fields_key_per_object: (body) => {
      const { key, object } = customFieldIdentity(body as Partial<S['CustomFieldInput']>);
      return ADMIN_MESSAGES.customFieldTaken(key, object);
    },
  },
};

export const customSpotMapEntity: Entity<typeof customSpotMaps.$inferSelect> = {
  table: customSpotMaps,
  id: customSpotMaps.CustomSpotMap_id,
  idKey: 'CustomSpotMap_id',
  objectType: 'custom_spot_map',
  recordKey: 'custom_spot_map',
  listKey: 'custom_spot_maps',
  notFound: ADMIN_MESSAGES.spotMapNotFound,
  deleted: 'custom_spot_map deleted.',
  create: (input) => decideCustomSpotMapInput(input as S['CustomSpotMapInput']),
  update: (input) => decideCustomSpotMapInput(input as S['CustomSpotMapInput']),
};
