import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/schema.gen';

type Schemas = components['schemas'];
export type Purchase = Schemas['Purchase'];
export type Invoice = Schemas['Invoice'];
export type CreditsRow = Schemas['CreditsRow'];

/** Mis Compras: GET /purchases. */
export async function readPurchases(): Promise<Purchase[]> {
  return (await unwrap(api.GET('/purchases'))).purchases;
}

/** The order confirmation: one purchase of the signed-in customer, GET /purchases/{id}. */
export async function readPurchase({ purchaseId }: { purchaseId: number }): Promise<Purchase> {
  return (await unwrap(api.GET('/purchases/{id}', { params: { path: { id: purchaseId } } }))).purchase;
}

/** Mis Cargos: GET /invoices. */
export async function readInvoices(): Promise<Invoice[]> {
  return (await unwrap(api.GET('/invoices'))).invoices;
}

export interface Credits {
  rows: CreditsRow[];
  classTypeNames: ReadonlyMap<number, string>;
}

/** Mis Créditos: the customer's credits rows, with the class types' names. */
export async function readCredits(): Promise<Credits> {
  const [credits, classTypes] = await Promise.all([
    unwrap(api.GET('/customer/available_classes')),
    // The names are a nicety: without them the column still says which type, by number.
    unwrap(api.GET('/class_types')).catch(() => ({ class_types: [] })),
  ]);
  const classTypeNames = new Map(classTypes.class_types.map((type) => [type.class_type_id, type.name]));
  return { rows: credits.available_classes, classTypeNames };
}
