import { requireUser } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db, type VideoProgressRecord } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { requireOnlineAccess } from './online-access';
import { bodyVideoId, findVideo } from './videos';

/** What the caller does with a video once watched: mark it done, rate it, be asked to rate it. */

function watcher(request: Request): number {
  const { customer_id } = requireOnlineAccess(request);
  // Only an admin without a customer record gets here without an id.
  if (customer_id === null) throw apiError(400, 'Necesitas una cuenta de cliente para guardar tu avance.');
  return customer_id;
}

function readSeconds(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw apiError(400, `${what} debe ser un número de segundos.`);
  }
  return value;
}

function progressView({ video_id, position, duration, updatedAt }: VideoProgressRecord) {
  return { video_id, position, duration: duration ?? null, updatedAt };
}

function readStars(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) {
    throw apiError(400, 'La calificación debe ser de 1 a 5 estrellas.');
  }
  return value;
}

export const videoProgressHandlers = [
  http.post('/videos/rating', async ({ request, response }) => {
    const customer_id = watcher(request);
    const input = (await request.json()) as { video_id?: unknown; stars?: unknown; comment?: unknown };
    const video_id = bodyVideoId(input);
    const stars = readStars(input.stars);
    const comment = typeof input.comment === 'string' && input.comment.trim() ? input.comment.trim() : null;
    if (stars === undefined && comment === null) {
      throw apiError(400, 'Califica el video con estrellas o déjanos un comentario.');
    }
    findVideo(video_id);
    const rating = { video_id, customer_id, comment, createdAt: mockNow().toISOString() };
    // One rating per customer and video: rating again replaces the earlier one.
    db.videoRatings.deleteMany((q) => q.where({ video_id, customer_id }));
    await db.videoRatings.create(stars === undefined ? rating : { ...rating, stars });
    return response(200).json({ message: '¡Gracias por calificar este video!' });
  }),

  http.post('/videos/rating/email', async ({ request, response }) => {
    requireUser(request);
    findVideo(bodyVideoId(await request.json()));
    // No email leaves the mock backend; the answer is what the app shows.
    return response(200).json({ message: 'Te enviaremos un correo para que califiques este video.' });
  }),

  // Where the customer stopped: one position per customer and video, saved again and again.
  http.get('/videos/{id}/progress', ({ request, params, response }) => {
    const customer_id = watcher(request);
    const { video_id } = findVideo(params.id);
    const saved = db.videoProgress.findFirst((q) => q.where({ video_id, customer_id }));
    return response(200).json({ progress: saved ? progressView(saved) : null });
  }),

  http.put('/videos/{id}/progress', async ({ request, params, response }) => {
    const customer_id = watcher(request);
    const { video_id } = findVideo(params.id);
    const input = (await request.json()) as { position?: unknown; duration?: unknown };
    const position = readSeconds(input.position, 'La posición');
    const duration =
      input.duration === undefined || input.duration === null
        ? null
        : readSeconds(input.duration, 'La duración');
    db.videoProgress.deleteMany((q) => q.where({ video_id, customer_id }));
    const saved = await db.videoProgress.create({
      video_id,
      customer_id,
      position,
      duration,
      updatedAt: mockNow().toISOString(),
    });
    return response(200).json({ progress: progressView(saved) });
  }),

  http.put('/videos/{id}/complete', async ({ request, params, response }) => {
    const customer_id = watcher(request);
    const { video_id } = findVideo(params.id);
    const done = db.videoCompletions.findFirst((q) => q.where({ video_id, customer_id }));
    if (!done)
      await db.videoCompletions.create({ video_id, customer_id, createdAt: mockNow().toISOString() });
    return response(200).json({ message: 'Video marcado como completado.' });
  }),

  http.put('/videos/{id}/uncomplete', ({ request, params, response }) => {
    const customer_id = watcher(request);
    const { video_id } = findVideo(params.id);
    db.videoCompletions.deleteMany((q) => q.where({ video_id, customer_id }));
    return response(200).json({ message: 'Video marcado como no completado.' });
  }),
];
