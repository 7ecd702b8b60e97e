import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/schema.gen';

type S = components['schemas'];

/** What the class form offers: class types, locations, coaches, tags and packages. */
export interface ScheduleCatalogue {
  classTypes: S['ClassType'][];
  locations: S['Location'][];
  instructors: S['Instructor'][];
  tags: S['Tag'][];
  packages: S['ClassPackage'][];
}

export async function readScheduleCatalogue(): Promise<ScheduleCatalogue> {
  const [classTypes, locations, instructors, tags, packages] = await Promise.all([
    unwrap(api.GET('/class_types')),
    unwrap(api.GET('/locations')),
    unwrap(api.GET('/instructors')),
    unwrap(api.GET('/tags', { params: { query: { type: 'class' } } })),
    unwrap(api.GET('/class_packages/admin/all')),
  ]);
  return {
    classTypes: classTypes.class_types,
    locations: locations.locations,
    instructors: instructors.instructors,
    tags: tags.tags,
    packages: packages.class_packages,
  };
}

/** A class's roster: GET /single_class/admin/{id}/roster (inferred). */
export async function readRoster({ id }: { id: number }) {
  return unwrap(api.GET('/single_class/admin/{id}/roster', { params: { path: { id } } }));
}

/** One reservation for staff (the QR code's page): GET /class_reservations/admin/{id} (inferred). */
export async function readReservationForStaff({ id }: { id: number }) {
  return (await unwrap(api.GET('/class_reservations/admin/{id}', { params: { path: { id } } })))
    .class_reservation;
}

export interface SentMailPage {
  sent_mails: S['SentMail'][];
  total: number;
}

/** 'Correos enviados': a page of the outbox, newest first, searched by recipient or subject. */
export async function readSentMails({ query, page }: { query: string; page: number }): Promise<SentMailPage> {
  const text = query.trim();
  return unwrap(api.GET('/sent_mails', { params: { query: { query: text || undefined, page } } }));
}
