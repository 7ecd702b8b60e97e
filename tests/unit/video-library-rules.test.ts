import { describe, expect, it } from 'vitest';
import { videoRatingEventKey, videoRatingMail } from '#src/domain/mail/video-rating';
import { decideOnlineAccess, decideWatcherRecord, hasOnlineAccess } from '#src/domain/videos/online-access';
import { readProgress, readRating, readVideoId } from '#src/domain/videos/video-input';
import { foldText } from '#src/domain/fold-text';
import { readVideoSearch, videoPageWindow } from '#src/domain/videos/video-search';

const NOW = new Date('2026-11-25T18:00:00.000Z');
const bought = (status: string, daysAgo: number, expiration_days: number | null) => ({
  status,
  createdAt: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString(),
  expiration_days,
});

describe('online access', () => {
  it('counts a paid online purchase until its package expires, and never a pending one', () => {
    expect(hasOnlineAccess([bought('completed', 29, 30)], NOW)).toBe(true);
    expect(hasOnlineAccess([bought('completed', 30, 30)], NOW)).toBe(false);
    expect(hasOnlineAccess([bought('active', 400, null)], NOW)).toBe(true);
    expect(hasOnlineAccess([bought('pending', 1, 30), bought('cancelled', 1, 30)], NOW)).toBe(false);
    expect(hasOnlineAccess([], NOW)).toBe(false);
  });

  it('lets staff in, answers 412 to a customer without access, and needs a customer record to save', () => {
    expect(decideOnlineAccess({ isAdmin: true, customer_id: null, onlinePurchases: [] }, NOW)).toEqual({
      ok: true,
      customer_id: null,
    });
    expect(decideOnlineAccess({ isAdmin: false, customer_id: 4, onlinePurchases: [] }, NOW)).toEqual({
      ok: false,
      refusal: {
        status: 412,
        message: 'Lo sentimos, no cuentas con una membresía activa para clases online',
      },
    });
    expect(
      decideOnlineAccess(
        { isAdmin: false, customer_id: 1, onlinePurchases: [bought('completed', 5, 30)] },
        NOW,
      ),
    ).toEqual({ ok: true, customer_id: 1 });
    expect(decideWatcherRecord(null)).toMatchObject({ ok: false, refusal: { status: 400 } });
  });
});

describe('reading a library search', () => {
  it('reads the filters leniently and pages by 32', () => {
    const { filters, page } = readVideoSearch(
      new URLSearchParams(
        'query=%20Respiración%20&tags=5,4&tags=x&duration=abc&completed=true&favorites=1&page=3',
      ),
    );
    expect(filters).toMatchObject({ query: 'Respiración', tags: [5, 4], completed: true });
    expect([filters.duration, filters.favorites, page]).toEqual([undefined, undefined, 3]);
    expect(readVideoSearch(new URLSearchParams('page=-2')).page).toBe(1);
    expect(videoPageWindow(2)).toEqual({ offset: 32, limit: 32 });
    expect(foldText('  Cómo AJUSTAR ')).toBe('como ajustar');
  });
});

describe("the video calls' bodies", () => {
  it('reads a video id, a rating and a position with the mocks’ messages', () => {
    expect(readVideoId({ video_id: '7' })).toEqual({ ok: true, video_id: 7 });
    expect(readVideoId({})).toMatchObject({
      refusal: { status: 400, message: 'Indica el video (video_id).' },
    });
    expect(readRating({ video_id: 1, stars: 4.5 })).toMatchObject({
      refusal: { message: 'La calificación debe ser de 1 a 5 estrellas.' },
    });
    expect(readRating({ video_id: 1, comment: ' Bien ' })).toEqual({
      ok: true,
      rating: { video_id: 1, stars: undefined, comment: 'Bien' },
    });
    expect(readProgress({ position: 2, duration: Number.NaN })).toMatchObject({
      refusal: { message: 'La duración debe ser un número de segundos.' },
    });
    expect(readProgress({ position: 0 })).toEqual({ ok: true, position: 0, duration: null });
  });
});

describe('the rating email', () => {
  it('names the customer, the video and where to rate it, once per video and customer', () => {
    const mail = videoRatingMail({
      customerName: 'Ana',
      videoName: 'Barre express',
      videoUrl: 'https://estudio.mx/mystudio/video/4',
    });
    expect(mail.subject).toBe('¿Qué te pareció Barre express?');
    expect(mail.body).toContain('Hola Ana');
    expect(mail.body).toContain('https://estudio.mx/mystudio/video/4');
    expect(videoRatingEventKey(4, 1)).toBe('video-rating:4:1');
  });
});
