import type { components } from '#src/api/schema.gen';
import {
  db,
  type FavoriteRecord,
  type InstructorRecord,
  type ProgramRecord,
  type VideoRecord,
} from '#mocks/db';
import { playbacksOf } from '#mocks/content/playbacks';

type S = components['schemas'];

/** A file by id as the contract shows it; a dangling id reads as no file. */
export function fileById(file_id: number | null | undefined): S['File'] | null {
  if (file_id === null || file_id === undefined) return null;
  const file = db.files.findFirst((q) => q.where({ file_id }));
  return file ? { file_id: file.file_id, name: file.name, type: file.type ?? null, src: file.src } : null;
}

export function instructorView(record: InstructorRecord): S['Instructor'] {
  return {
    instructor_id: record.instructor_id,
    name: record.name,
    last_name: record.last_name ?? null,
    nick_name: record.nick_name ?? null,
    quote: record.quote ?? null,
    short_bio: record.short_bio ?? null,
    instagram: record.instagram ?? null,
    birthdate: record.birthdate ?? null,
    music_type: record.music_type ?? null,
    file_id: record.file_id ?? null,
    file: fileById(record.file_id),
  };
}

export function programView(record: ProgramRecord): S['Program'] {
  return {
    program_id: record.program_id,
    name: record.name ?? null,
    description: record.description ?? null,
    file: fileById(record.file_id),
  };
}

/**
 * A video as one customer sees it: the favorite flag, completion and playbacks are theirs
 * (`customer_id` null — an admin without a customer record — sees none of them).
 */
export function videoView(record: VideoRecord, customer_id: number | null): S['Video'] {
  const { tag_ids, ...stored } = record;
  const instructor =
    record.instructor_id === null || record.instructor_id === undefined
      ? undefined
      : db.instructors.findFirst((q) => q.where({ instructor_id: record.instructor_id as number }));
  const mine = customer_id === null ? null : { customer_id, video_id: record.video_id };
  return {
    ...stored,
    instructor: instructor ? instructorView(instructor) : null,
    tags: db.tags.findMany((q) => q.where((tag) => tag_ids.includes(tag.tag_id))),
    favorite: mine && db.favorites.findFirst((q) => q.where(mine)) ? 1 : 0,
    completed: mine ? Boolean(db.videoCompletions.findFirst((q) => q.where(mine))) : false,
    playbacks: mine ? playbacksOf(mine.customer_id, mine.video_id) : [],
  };
}

export function favoriteView(record: FavoriteRecord): S['Favorite'] {
  const video = db.videos.findFirst((q) => q.where({ video_id: record.video_id }));
  return {
    favorite_id: record.favorite_id,
    video_id: record.video_id,
    customer_id: record.customer_id,
    ...(video ? { video: videoView(video, record.customer_id) } : {}),
  };
}
