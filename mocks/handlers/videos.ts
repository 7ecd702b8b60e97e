import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound } from '#mocks/http-errors';
import { requireOnlineAccess } from '#mocks/content/online-access';
import { recordPlayback } from '#mocks/content/playbacks';
import { videoProgressHandlers } from '#mocks/content/video-progress-handlers';
import { searchVideos } from '#mocks/content/video-search';
import { findVideo } from '#mocks/content/videos';
import { videoView } from '#mocks/views/content';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import {
  newestFirst,
  readVideoSearch,
  UPCOMING_COUNT,
  videoPageWindow,
} from '#src/domain/videos/video-search';

export const videoHandlers = [
  http.get('/videos', ({ request, response }) => {
    const { customer_id } = requireOnlineAccess(request);
    const { filters, page } = readVideoSearch(new URL(request.url).searchParams);
    const found = searchVideos(filters, customer_id);
    const { offset, limit } = videoPageWindow(page);
    return response(200).json({
      videos: found.slice(offset, offset + limit).map((video) => videoView(video, customer_id)),
      total: found.length,
    });
  }),

  http.get('/videos/upcoming', ({ request, response }) => {
    const { customer_id } = requireOnlineAccess(request);
    const latest = [...db.videos.all()].sort(newestFirst).slice(0, UPCOMING_COUNT);
    return response(200).json({ videos: latest.map((video) => videoView(video, customer_id)) });
  }),

  ...videoProgressHandlers,

  http.get('/videos/tag/{id}', ({ request, params, response }) => {
    const { customer_id } = requireOnlineAccess(request);
    const tag_id = Number(params.id);
    orNotFound(
      db.tags.findFirst((q) => q.where({ tag_id })),
      VIDEO_MESSAGES.tagNotFound,
    );
    const videos = searchVideos({ tag_id }, customer_id);
    return response(200).json({ videos: videos.map((video) => videoView(video, customer_id)) });
  }),

  http.get('/videos/program/{id}', ({ request, params, response }) => {
    const { customer_id } = requireOnlineAccess(request);
    const program_id = Number(params.id);
    orNotFound(
      db.programs.findFirst((q) => q.where({ program_id })),
      VIDEO_MESSAGES.programNotFound,
    );
    const videos = searchVideos({ program_id }, customer_id);
    return response(200).json({ videos: videos.map((video) => videoView(video, customer_id)) });
  }),

  http.get('/videos/{id}', ({ request, params, response }) => {
    const { customer_id } = requireOnlineAccess(request);
    const video = findVideo(params.id);
    // Opening the video screen is what the studio counts as watching it.
    if (customer_id !== null) recordPlayback(customer_id, video.video_id);
    return response(200).json({ video: videoView(video, customer_id) });
  }),

  http.get('/video_types', ({ response }) => {
    const video_types = db.videoTypes.findMany(undefined, { orderBy: { video_type_id: 'asc' } });
    return response(200).json({ video_types });
  }),
];
