import { and, eq, ne } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  customFieldIdentity,
  decideCustomFieldInput,
  decideCustomSpotMapInput,
  decideFormInput,
} from '#src/domain/admin/forms-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { customFields, customSpotMaps, forms } from '#server/db/schema';
import { entity } from './crud';

type S = components['schemas'];
type CustomFieldInput = Partial<S['CustomFieldInput']>;

/** The studio's dynamic forms (sign-up, address…); reading one is content.ts's. */
export const formEntity = entity({
  table: forms,
  id: forms.form_id,
  idKey: 'form_id',
  listKey: 'forms',
  notFound: ADMIN_MESSAGES.formNotFound,
  deleted: 'Form deleted.',
  decide: (input, fresh) => decideFormInput(input as S['FormInput'], fresh),
});

export const customFieldEntity = entity<typeof customFields.$inferSelect>({
  table: customFields,
  id: customFields.custom_field_id,
  idKey: 'custom_field_id',
  listKey: 'custom_fields',
  notFound: ADMIN_MESSAGES.customFieldNotFound,
  deleted: 'custom_field deleted.',
  // The custom field rule, with its fact: does another field of the object have the key.
  async decide(input, _fresh, tx, current) {
    const { key, object } = customFieldIdentity({ ...(current as CustomFieldInput), ...input });
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
    return decideCustomFieldInput(input as CustomFieldInput, current as CustomFieldInput | undefined, {
      taken: others.length > 0,
    });
  },
  conflicts: {
    custom_fields_key_per_object: (body) => {
      const { key, object } = customFieldIdentity(body as CustomFieldInput);
      return ADMIN_MESSAGES.customFieldTaken(key, object);
    },
  },
});

export const customSpotMapEntity = entity({
  table: customSpotMaps,
  id: customSpotMaps.CustomSpotMap_id,
  idKey: 'CustomSpotMap_id',
  listKey: 'custom_spot_maps',
  notFound: ADMIN_MESSAGES.spotMapNotFound,
  deleted: 'custom_spot_map deleted.',
  decide: (input) => decideCustomSpotMapInput(input as S['CustomSpotMapInput']),
});
