import { requireUser } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db, type VideoProgressRecord } from '#mocks/db';
import { videoPath, videoRatingMail } from '#src/domain/mail/video-rating';
import { http } from '#mocks/http';
import { recordMockMail } from '#mocks/mail/outbox';
import { orRefused } from '#mocks/http-errors';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import { decideWatcherRecord } from '#src/domain/videos/online-access';
import { readProgress, readRating } from '#src/domain/videos/video-input';
import { requireOnlineAccess } from './online-access';
import { bodyVideoId, findVideo } from './videos';

/** What the caller does with a video once watched: mark it done, rate it, be asked to rate it. */

function watcher(request: Request): number {
  // Only an admin without a customer record gets past the gate without an id.
  return orRefused(decideWatcherRecord(requireOnlineAccess(request).customer_id)).customer_id;
}

function progressView({ video_id, position, duration, updatedAt }: VideoProgressRecord) {
  return { video_id, position, duration: duration ?? null, updatedAt };
}

export const videoProgressHandlers = [
  http.post('/videos/rating', async ({ request, response }) => {
    const customer_id = watcher(request);
    const { rating: input } = orRefused(readRating(await request.json()));
    const { video_id, stars, comment } = input;
    findVideo(video_id);
    const rating = { video_id, customer_id, comment, createdAt: mockNow().toISOString() };
    // One rating per customer and video: rating again replaces the earlier one.
    db.videoRatings.deleteMany((q) => q.where({ video_id, customer_id }));
    await db.videoRatings.create(stars === undefined ? rating : { ...rating, stars });
    return response(200).json({ message: VIDEO_MESSAGES.rated });
  }),

  http.post('/videos/rating/email', async ({ request, response }) => {
    const { customer } = requireUser(request);
    const video = findVideo(bodyVideoId(await request.json()));
    // No email leaves the mock backend; it is listed under 'Correos enviados', once per video
    // (the server's outbox keys it by videoRatingEventKey; here the same words already sent).
    if (customer) {
      const customer_id = customer.customer_id;
      const mail = videoRatingMail({
        customerName: customer.name,
        videoName: video.name,
        videoUrl: videoPath(video.video_id),
      });
      const sent = db.sentMails.findFirst((q) => q.where({ customer_id, subject: mail.subject }));
      if (!sent) {
        await recordMockMail({
          customer_id,
          to: customer.email,
          ...mail,
          createdAt: mockNow().toISOString(),
        });
      }
    }
    return response(200).json({ message: VIDEO_MESSAGES.ratingEmailQueued });
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
    const { position, duration } = orRefused(readProgress(await request.json()));
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
    return response(200).json({ message: VIDEO_MESSAGES.completed });
  }),

  http.put('/videos/{id}/uncomplete', ({ request, params, response }) => {
    const customer_id = watcher(request);
    const { video_id } = findVideo(params.id);
    db.videoCompletions.deleteMany((q) => q.where({ video_id, customer_id }));
    return response(200).json({ message: VIDEO_MESSAGES.uncompleted });
  }),
];
