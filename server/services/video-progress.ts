import { and, eq } from 'drizzle-orm';
import { videoCompletions, videoProgress, videoRatings } from '#server/db/schema';
import { orRefused } from '#server/http/api-error';
import { requireUser } from '#server/identity/caller';
import { requireWatcher } from '#server/videos/access';
import { findVideo } from '#server/videos/views';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import { readProgress, readRating, readVideoId } from '#src/domain/videos/video-input';
import { recordMail } from '#server/mail/outbox';
import { videoPath, videoRatingEventKey, videoRatingMail } from '#src/domain/mail/video-rating';
import { partsOf, type ServiceFactory } from './context';

type ProgressRow = typeof videoProgress.$inferSelect;
const progressView = ({ video_id, position, duration, updatedAt }: ProgressRow) => ({
  video_id,
  position,
  duration,
  updatedAt,
});

/**
 * What a customer does with a video once watched (mocks/content/video-progress-handlers.ts):
 * mark it done or not, keep where they stopped, rate it, ask to be reminded to rate it.
 */
export const videoProgressService: ServiceFactory = ({ db, clock, config }) => ({
  async rateVideo(request) {
    const now = clock.now();
    const customer_id = await requireWatcher(db, request, now);
    const { rating } = orRefused(readRating(partsOf(request).body));
    const { video_id } = await findVideo(db, rating.video_id);
    const stored = {
      stars: rating.stars ?? null,
      comment: rating.comment,
      createdAt: now.toISOString(),
    };
    // One rating per customer and video: rating again replaces the earlier one.
    await db
      .insert(videoRatings)
      .values({ customer_id, video_id, ...stored })
      .onConflictDoUpdate({ target: [videoRatings.customer_id, videoRatings.video_id], set: stored });
    return { message: VIDEO_MESSAGES.rated };
  },

  async sendVideoRatingEmail(request) {
    const { customer } = requireUser(request);
    const video = await findVideo(db, orRefused(readVideoId(partsOf(request).body)).video_id);
    // One mail per customer and video, however often asked (the outbox's event key).
    if (customer) {
      const videoUrl = `${config.appOrigins[0] ?? ''}${videoPath(video.video_id)}`;
      await recordMail(
        db,
        {
          customer_id: customer.customer_id,
          to: customer.email,
          ...videoRatingMail({ customerName: customer.name, videoName: video.name, videoUrl }),
          event_key: videoRatingEventKey(video.video_id, customer.customer_id),
        },
        clock.now(),
      );
    }
    return { message: VIDEO_MESSAGES.ratingEmailQueued };
  },

  async getVideoProgress(request) {
    const customer_id = await requireWatcher(db, request, clock.now());
    const { video_id } = await findVideo(db, Number(partsOf(request).params.id));
    const [saved] = await db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.customer_id, customer_id), eq(videoProgress.video_id, video_id)));
    return { progress: saved ? progressView(saved) : null };
  },

  async saveVideoProgress(request) {
    const now = clock.now();
    const customer_id = await requireWatcher(db, request, now);
    const { video_id } = await findVideo(db, Number(partsOf(request).params.id));
    const { position, duration } = orRefused(readProgress(partsOf(request).body));
    const values = { position, duration, updatedAt: now.toISOString() };
    const [saved] = await db
      .insert(videoProgress)
      .values({ customer_id, video_id, ...values })
      .onConflictDoUpdate({ target: [videoProgress.customer_id, videoProgress.video_id], set: values })
      .returning();
    return { progress: progressView(saved!) };
  },

  // Marking twice keeps the first mark; unmarking what is not marked changes nothing.
  async completeVideo(request) {
    const now = clock.now();
    const customer_id = await requireWatcher(db, request, now);
    const { video_id } = await findVideo(db, Number(partsOf(request).params.id));
    await db
      .insert(videoCompletions)
      .values({ customer_id, video_id, createdAt: now.toISOString() })
      .onConflictDoNothing();
    return { message: VIDEO_MESSAGES.completed };
  },

  async uncompleteVideo(request) {
    const customer_id = await requireWatcher(db, request, clock.now());
    const { video_id } = await findVideo(db, Number(partsOf(request).params.id));
    await db
      .delete(videoCompletions)
      .where(and(eq(videoCompletions.customer_id, customer_id), eq(videoCompletions.video_id, video_id)));
    return { message: VIDEO_MESSAGES.uncompleted };
  },
});
