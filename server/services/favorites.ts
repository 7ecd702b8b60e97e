import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { favorites, videos } from '#server/db/schema';
import { apiError, orNotFound, orRefused } from '#server/http/api-error';
import { requireCustomer, requireUser } from '#server/identity/caller';
import { findVideo, videoViews } from '#server/videos/views';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import { readVideoId } from '#src/domain/videos/video-input';
import { partsOf, type ServiceFactory } from './context';

type FavoriteRow = typeof favorites.$inferSelect;

/** Favorites with their videos as their owner sees them. */
async function favoriteViews(db: Database, rows: FavoriteRow[], customer_id: number) {
  const ids = rows.map((row) => row.video_id);
  const found = ids.length ? await db.select().from(videos).where(inArray(videos.video_id, ids)) : [];
  const byId = new Map((await videoViews(db, found, customer_id)).map((view) => [view.video_id, view]));
  return rows.map((row) => ({ ...row, video: byId.get(row.video_id)! }));
}

/*
 * Favorites (mocks/handlers/favorites.ts) need a sign-in but not online access: a customer whose
 * membership lapsed still sees, and can tidy, the list they made. One favorite per customer and
 * video, held by a unique index: adding twice, even at once, leaves one and answers 409 to the other.
 */
export const favoriteService: ServiceFactory = ({ db }) => ({
  async listFavorites(request) {
    const { customer } = requireUser(request);
    if (!customer) return { favorites: [] };
    const rows = await db
      .select()
      .from(favorites)
      .where(eq(favorites.customer_id, customer.customer_id))
      .orderBy(desc(favorites.favorite_id));
    return { favorites: await favoriteViews(db, rows, customer.customer_id) };
  },

  async addFavorite(request) {
    const { customer } = requireCustomer(request);
    const { customer_id } = customer;
    const { video_id } = await findVideo(db, orRefused(readVideoId(partsOf(request).body)).video_id);
    const [added] = await db
      .insert(favorites)
      .values({ customer_id, video_id })
      .onConflictDoNothing()
      .returning();
    if (!added) throw apiError(409, VIDEO_MESSAGES.favoriteExists);
    const [favorite] = await favoriteViews(db, [added], customer_id);
    return { favorite };
  },

  // The id in the path is the video's: the app only knows which video it is looking at.
  async removeFavorite(request) {
    const { customer } = requireCustomer(request);
    const video_id = Number(partsOf(request).params.id);
    const [removed] = await db
      .delete(favorites)
      .where(and(eq(favorites.customer_id, customer.customer_id), eq(favorites.video_id, video_id)))
      .returning();
    orNotFound(removed, VIDEO_MESSAGES.favoriteMissing);
    return { message: VIDEO_MESSAGES.favoriteRemoved };
  },
});
