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
