import { describe, expect, it } from 'vitest';
import { nextClassOf } from '#src/domain/coach-next-class';
import { coachName } from '#src/domain/coach-name';
import {
  cutText,
  cutVideoDescription,
  cutVideoTitle,
  featuredVideo,
  gridVideos,
} from '#src/domain/video-card';
import {
  hasVideoFilters,
  NO_VIDEO_FILTERS,
  videoFiltersFromSearch,
  videoFiltersToSearch,
  videoListQuery,
  videoPageCount,
  viewingNote,
  withVideoFilter,
} from '#src/domain/video-filters';
import { clockOf, reachedAutoComplete, resumePosition, videoSourceKind } from '#src/domain/video-playback';

describe('card texts (specs §9: title cut at 35, description at 60)', () => {
  it('keeps a title of 35 characters whole and cuts a longer one with ...', () => {
    const exactly35 = 'a'.repeat(35);
    expect(cutVideoTitle(exactly35)).toBe(exactly35);
    expect(cutVideoTitle('Secuencia completa de yoga para fortalecer la espalda baja')).toBe(
      'Secuencia completa de yoga para for...',
    );
  });

  it('cuts descriptions at 60, counting accents and emoji as one character each', () => {
    const accents = 'á'.repeat(61);
    expect(cutVideoDescription(accents)).toBe(`${'á'.repeat(60)}...`);
    expect(cutText('🧘'.repeat(3), 2)).toBe('🧘🧘...');
    expect(cutVideoDescription(null)).toBe('');
  });

  it('does not leave a space before the dots', () => {
    expect(cutText('Yoga para todos', 5)).toBe('Yoga...');
  });

  it('names the coach by name and last name', () => {
    expect(coachName({ name: 'Diego', last_name: 'Hernández' })).toBe('Diego Hernández');
    expect(coachName({ name: 'Sofía', last_name: null })).toBe('Sofía');
    expect(coachName(null)).toBeNull();
  });

  it('features the first favorite, else the first video, and keeps it out of the grid', () => {
    const videos = [{ video_id: 8 }, { video_id: 3 }, { video_id: 1 }];
    expect(featuredVideo(videos, [{ video_id: 3 }])).toEqual({ video_id: 3 });
    expect(featuredVideo(videos, [])).toEqual({ video_id: 8 });
    expect(featuredVideo([], [])).toBeNull();
    expect(gridVideos(videos, { video_id: 3 }).map((v) => v.video_id)).toEqual([8, 1]);
    expect(gridVideos(videos, null)).toHaveLength(3);
  });
});

describe('filters in the address bar', () => {
  it('reads every filter and the page, ignoring malformed values', () => {
    const filters = videoFiltersFromSearch(
      new URLSearchParams(
        'q=%20yoga%20&coach=2&tipo=1&etiqueta=5&categoria=x&formato=0&duracion=30&completadas=1&favoritas=si&pagina=3',
      ),
    );
    expect(filters).toEqual({
      ...NO_VIDEO_FILTERS,
      query: 'yoga',
      instructorId: 2,
      classTypeId: 1,
      tagId: 5,
      duration: 30,
      completed: true,
      page: 3,
    });
    expect(videoFiltersFromSearch(new URLSearchParams('pagina=-2')).page).toBe(1);
  });

  it('writes only what differs from no filter, and round-trips', () => {
    expect(videoFiltersToSearch(NO_VIDEO_FILTERS).toString()).toBe('');
    const filters = { ...NO_VIDEO_FILTERS, query: 'respiración', instructorId: 1, favorites: true, page: 2 };
    const search = videoFiltersToSearch(filters);
    expect(search.toString()).toBe('q=respiraci%C3%B3n&coach=1&favoritas=1&pagina=2');
    expect(videoFiltersFromSearch(search)).toEqual(filters);
  });

  it('goes back to page 1 when a filter changes', () => {
    const onPage3 = { ...NO_VIDEO_FILTERS, page: 3 };
    expect(withVideoFilter(onPage3, { instructorId: 4 })).toEqual({ ...NO_VIDEO_FILTERS, instructorId: 4 });
  });

  it('tells a filtered view from a later page of the plain library', () => {
    expect(hasVideoFilters({ ...NO_VIDEO_FILTERS, page: 2 })).toBe(false);
    expect(hasVideoFilters({ ...NO_VIDEO_FILTERS, query: '  ' })).toBe(false);
    expect(hasVideoFilters({ ...NO_VIDEO_FILTERS, completed: true })).toBe(true);
  });

  it('asks GET /videos with the contract names, only for filters that are on', () => {
    expect(videoListQuery(NO_VIDEO_FILTERS)).toEqual({ page: 1 });
    expect(
      videoListQuery({
        ...NO_VIDEO_FILTERS,
        query: ' bici ',
        tagId: 5,
        videoTypeId: 2,
        completed: true,
        page: 2,
      }),
    ).toEqual({ query: 'bici', tag_id: 5, video_type_id: 2, completed: true, page: 2 });
  });

  it('pages by 32 (specs §9)', () => {
    expect(videoPageCount(0)).toBe(1);
    expect(videoPageCount(32)).toBe(1);
    expect(videoPageCount(33)).toBe(2);
    expect(videoPageCount(42)).toBe(2);
  });

  it("says 'Estás viendo' for favorites first, then completed", () => {
    expect(viewingNote(NO_VIDEO_FILTERS)).toBeNull();
    expect(viewingNote({ ...NO_VIDEO_FILTERS, completed: true })).toBe('completed');
    expect(viewingNote({ ...NO_VIDEO_FILTERS, completed: true, favorites: true })).toBe('favorites');
  });
});

describe('playback rules', () => {
  it('tells the source kinds apart', () => {
    expect(videoSourceKind('https://www.youtube.com/watch?v=abc')).toBe('youtube');
    expect(videoSourceKind('https://youtu.be/abc')).toBe('youtube');
    expect(videoSourceKind('https://vimeo.com/76979871')).toBe('vimeo');
    expect(videoSourceKind('https://player.vimeo.com/video/1')).toBe('vimeo');
    expect(videoSourceKind('/mock-assets/videos/hls/muestra.m3u8')).toBe('hls');
    expect(videoSourceKind('https://cdn.example.com/a.m3u8?token=1')).toBe('hls');
    expect(videoSourceKind('/mock-assets/videos/muestra.mp4')).toBe('file');
  });

  it('completes on its own at 90% of a known length only', () => {
    expect(reachedAutoComplete(7.19, 8)).toBe(false);
    expect(reachedAutoComplete(7.2, 8)).toBe(true);
    expect(reachedAutoComplete(100, null)).toBe(false);
    expect(reachedAutoComplete(1, 0)).toBe(false);
  });

  it('resumes a saved position, except near the start or after watching to the end', () => {
    expect(resumePosition(null)).toBe(0);
    expect(resumePosition({ position: 1.5, duration: 8 })).toBe(0);
    expect(resumePosition({ position: 3.4, duration: 8 })).toBe(3.4);
    expect(resumePosition({ position: 7.5, duration: 8 })).toBe(0);
    expect(resumePosition({ position: 600 })).toBe(600);
  });

  it('shows positions as a clock', () => {
    expect(clockOf(3.7)).toBe('0:03');
    expect(clockOf(725)).toBe('12:05');
    expect(clockOf(3725)).toBe('1:02:05');
  });
});

describe("the coach's next in-person class", () => {
  // Class dates are the studio's wall-clock time written as UTC; the studio is UTC−6.
  const days = [
    { single_classes: [{ class_date: '2026-11-18T09:00:00Z' }, { class_date: '2026-11-18T18:00:00Z' }] },
    { single_classes: [{ class_date: '2026-11-19T07:00:00Z' }] },
  ];

  it('is the first class that has not started on the studio clock', () => {
    // 10:00 in the studio (16:00 UTC): the 09:00 class has started, the 18:00 one has not.
    expect(nextClassOf(days, new Date('2026-11-18T16:00:00Z'), 6)).toEqual({
      class_date: '2026-11-18T18:00:00Z',
    });
  });

  it('is none when every class has started', () => {
    expect(nextClassOf(days, new Date('2026-11-19T14:00:00Z'), 6)).toBeNull();
  });
});
