import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import type { Form, FormField } from '#src/api/entities';
import { failAs } from '#src/api/failures';
import type { SaveFormInput } from './machine';

/** The real calls of the forms builder: GET /forms/{id} and PUT /forms (the spec's own calls). */
export function createFormBuilderActors() {
  return {
    loadForm: fromPromise<Form, { formId: number }>(({ input }) =>
      failAs(
        'resource',
        async () => (await unwrap(api.GET('/forms/{id}', { params: { path: { id: input.formId } } }))).form,
      ),
    ),
    saveForm: fromPromise<Form, SaveFormInput>(({ input }) =>
      failAs(
        'resource',
        async () =>
          (
            await unwrap(
              api.PUT('/forms', {
                body: {
                  form_id: input.formId,
                  name: input.name,
                  form_fields: input.fields.map((field) => ({ ...field, name: field.key }) as FormField),
                },
              }),
            )
          ).form,
      ),
    ),
  };
}
