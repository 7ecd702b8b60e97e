import { api, unwrap } from '#src/api/client';

/** The back-office's home: GET /admin/day (inferred); the studio's clock says which day. */
export async function readStudioDay() {
  return unwrap(api.GET('/admin/day'));
}
