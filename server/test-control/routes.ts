import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiError } from '#server/http/api-error';
import type { ServerContext } from '#server/services/context';

/** How the test control surface puts the database back to the seed (as of the clock's now). */
export interface TestControl {
  reset(now: Date): Promise<void>;
}

const PREFIX = '/api/__test__';

function instant(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw apiError(400, 'La fecha no es válida.');
  return date;
}

/**
 * Test-only routes (STUDIO_TEST_MODE=1, never in production: config refuses it): reset to the
 * seed (and the rate limits' counts), set the clock, set a configuration value, drop a class or a video. Conformance tests arrange through these and
 * observe through the API, on the mocks and the server alike.
 */
export function registerTestControl(
  app: FastifyInstance,
  context: ServerContext,
  control: TestControl,
  rateLimits: { forget(): void },
): void {
  app.post(`${PREFIX}/reset`, async (request) => {
    const body = (request.body ?? {}) as { now?: unknown };
    if (body.now !== undefined) context.clock.set(instant(body.now));
    await control.reset(context.clock.now());
    // A reset starts from nothing: the requests of earlier tests count toward no limit.
    rateLimits.forget();
    return { now: context.clock.now().toISOString() };
  });
  app.put(`${PREFIX}/clock`, async (request) => {
    context.clock.set(instant((request.body as { now?: unknown } | undefined)?.now));
    return { now: context.clock.now().toISOString() };
  });
  app.put(`${PREFIX}/config`, async (request) => {
    const { key, value } = (request.body ?? {}) as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || !key) throw apiError(400, 'Cada ajuste necesita su clave.');
    if (value !== null && typeof value !== 'string') throw apiError(400, 'El valor debe ser texto o null.');
    await context.db.execute(
      sql`insert into app_config (key, value) values (${key}, ${value}) on conflict (key) do update set value = excluded.value`,
    );
    return { key, value };
  });
  // No call deletes a class (staff cancel them): a row gone by other means (by hand in the
  // database) is what a test of surviving its absence needs, e.g. undoing a coach's deletion.
  app.post(`${PREFIX}/drop-class`, async (request) => {
    const { single_class_id } = (request.body ?? {}) as { single_class_id?: unknown };
    if (typeof single_class_id !== 'number') throw apiError(400, 'Falta single_class_id.');
    await context.db.execute(sql`delete from single_classes where single_class_id = ${single_class_id}`);
    return { single_class_id };
  });
  // Nor does any call delete a video (the library is loaded by hand): the same need, for a video.
  app.post(`${PREFIX}/drop-video`, async (request) => {
    const { video_id } = (request.body ?? {}) as { video_id?: unknown };
    if (typeof video_id !== 'number') throw apiError(400, 'Falta video_id.');
    await context.db.execute(sql`delete from videos where video_id = ${video_id}`);
    return { video_id };
  });
}
