import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { FORM_IDS } from '#src/config/forms';
import { missingProfileFields, unacceptedRequiredPages } from '#src/domain/account-entry';
import type { components } from '#src/api/schema.gen';
import type { AccountEntryInput, EntryChecks } from './machine';

export function createAccountEntryActors(pages: readonly components['schemas']['Page'][]) {
  return {
    loadChecks: fromPromise<EntryChecks, AccountEntryInput>(async ({ input }) => {
      const [{ accepted_pages }, { form }] = await Promise.all([
        unwrap(api.GET('/accepted_pages')),
        unwrap(api.GET('/forms/{id}', { params: { path: { id: FORM_IDS.profile } } })),
      ]);
      return {
        unaccepted: unacceptedRequiredPages(
          pages,
          accepted_pages.map((record) => record.page_id),
        ),
        missing: missingProfileFields(form.form_fields, input.customer),
      };
    }),
    acceptPage: fromPromise<void, { pageId: number; customerId: number }>(async ({ input }) => {
      await unwrap(
        api.POST('/accepted_pages', { body: { page_id: input.pageId, customer_id: input.customerId } }),
      );
    }),
  };
}
