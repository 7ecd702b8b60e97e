import { asc, eq } from 'drizzle-orm';
import { programs, tags, videoPlaybacks, videos, videoTypes } from '#server/db/schema';
import { orNotFound } from '#server/http/api-error';
import { requireOnlineAccess } from '#server/videos/access';
import { NEWEST_FIRST, searchVideos } from '#server/videos/search';
import { findVideo, videoView, videoViews } from '#server/videos/views';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import {
  readVideoSearch,
  UPCOMING_COUNT,
  videoPageWindow,
  type VideoSearch,
} from '#src/domain/videos/video-search';
import { partsOf, type OperationHandler, type ServiceFactory } from './context';

/** The online library's reads (mocks/handlers/videos.ts): search, latest, by tag or program, one video. */
export const videoService: ServiceFactory = ({ db, clock }) => {
  /** Every video of a tag or a program named in the path (404 when it does not exist), newest first. */
  const linkedVideos =
    (filterFor: (id: number) => Promise<VideoSearch>): OperationHandler =>
    async (request) => {
      const customer_id = await requireOnlineAccess(db, request, clock.now());
      const filters = await filterFor(Number(partsOf(request).params.id));
      const { rows } = await searchVideos(db, filters, customer_id);
      return { videos: await videoViews(db, rows, customer_id) };
    };

  return {
    async listVideos(request) {
      const customer_id = await requireOnlineAccess(db, request, clock.now());
      // The raw query string, read as the mocks read it: malformed filters are ignored, not refused.
      const { filters, page } = readVideoSearch(new URL(request.url, 'http://studio').searchParams);
      const { rows, total } = await searchVideos(db, filters, customer_id, videoPageWindow(page));
      return { videos: await videoViews(db, rows, customer_id), total };
    },

    async listUpcomingVideos(request) {
      const customer_id = await requireOnlineAccess(db, request, clock.now());
      const rows = await db
        .select()
        .from(videos)
        .orderBy(...NEWEST_FIRST)
        .limit(UPCOMING_COUNT);
      return { videos: await videoViews(db, rows, customer_id) };
    },

    listVideosByTag: linkedVideos(async (tag_id) => {
      const [tag] = await db.select().from(tags).where(eq(tags.tag_id, tag_id));
      orNotFound(tag, VIDEO_MESSAGES.tagNotFound);
      return { tag_id };
    }),

    listVideosByProgram: linkedVideos(async (program_id) => {
      const [program] = await db.select().from(programs).where(eq(programs.program_id, program_id));
      orNotFound(program, VIDEO_MESSAGES.programNotFound);
      return { program_id };
    }),

    async getVideo(request) {
      const now = clock.now();
      const customer_id = await requireOnlineAccess(db, request, now);
      const video = await findVideo(db, Number(partsOf(request).params.id));
      // Opening the video screen is what the studio counts as watching it.
      if (customer_id !== null) {
        await db
          .insert(videoPlaybacks)
          .values({ customer_id, video_id: video.video_id, createdAt: now.toISOString() });
      }
      return { video: await videoView(db, video, customer_id) };
    },

    // Public: the library's filter lists the types before anyone signs in.
    async listVideoTypes() {
      return { video_types: await db.select().from(videoTypes).orderBy(asc(videoTypes.video_type_id)) };
    },
  };
};
