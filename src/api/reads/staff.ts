import { api, unwrap } from '#src/api/client';

/** The studio's team for the owner's 'Equipo' screen: GET /admin/staff (inferred). */
export async function readStaff() {
  return (await unwrap(api.GET('/admin/staff'))).staff;
}

/** The coach records a coach account can be (GET /instructors). */
export async function readCoaches() {
  return (await unwrap(api.GET('/instructors'))).instructors;
}
