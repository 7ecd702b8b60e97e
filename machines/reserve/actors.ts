import type { CustomSpotMap, Customer, SingleClass } from '#src/api/entities';
import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import { FORM_IDS } from '#src/config/forms';
import { missingProfileFields, unacceptedRequiredPages } from '#src/domain/account-entry';
import type { components } from '#src/api/schema.gen';
import type { ReserveChecks, SaveInput } from './context';
import { appNow } from '#src/domain/app-clock';

/** Every actor throws a ReserveFailure: 409/412 keep the server's message for the modal. */
export function createReserveActors(pages: readonly components['schemas']['Page'][]) {
  return {
    loadChecks: fromPromise<ReserveChecks, { customer: Customer }>(({ input }) =>
      failAs('reserve', async () => {
        const [{ accepted_pages }, { form }, { penalties }, { available_classes }] = await Promise.all([
          unwrap(api.GET('/accepted_pages')),
          unwrap(api.GET('/forms/{id}', { params: { path: { id: FORM_IDS.profile } } })),
          unwrap(api.GET('/customer/penalties')),
          unwrap(api.GET('/customer/available_classes')),
        ]);
        return {
          unaccepted: unacceptedRequiredPages(
            pages,
            accepted_pages.map((record) => record.page_id),
          ),
          missing: missingProfileFields(form.form_fields, input.customer as Record<string, unknown>),
          penalties,
          credits: available_classes,
          checkedAt: appNow().toISOString(),
        };
      }),
    ),
    acceptPage: fromPromise<void, { pageId: number; customerId: number }>(({ input }) =>
      failAs('reserve', async () => {
        await unwrap(
          api.POST('/accepted_pages', { body: { page_id: input.pageId, customer_id: input.customerId } }),
        );
      }),
    ),
    loadSpotMap: fromPromise<CustomSpotMap | null, { classTypeId: number }>(({ input }) =>
      failAs('reserve', async () => {
        const { custom_spot_maps } = await unwrap(
          api.GET('/custom_spot_maps', { params: { query: { class_type_id: input.classTypeId } } }),
        );
        return custom_spot_maps[0] ?? null;
      }),
    ),
    saveReservation: fromPromise<unknown, SaveInput>(({ input }) =>
      failAs('reserve', () => {
        // Specs §4: with class_reservation_id it updates, without it creates.
        const { class_reservation_id, ...rest } = input;
        return class_reservation_id === undefined
          ? unwrap(api.POST('/class_reservations', { body: rest }))
          : unwrap(api.PUT('/class_reservations', { body: { ...rest, class_reservation_id } }));
      }),
    ),
    loadClass: fromPromise<SingleClass, { singleClassId: number }>(({ input }) =>
      failAs('reserve', async () => {
        const { single_class } = await unwrap(
          api.GET('/single_class/single/{id}', { params: { path: { id: input.singleClassId } } }),
        );
        return single_class;
      }),
    ),
  };
}
