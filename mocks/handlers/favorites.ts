import { requireCustomer, requireUser } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound } from '#mocks/http-errors';
import { bodyVideoId, findVideo } from '#mocks/content/videos';
import { favoriteView } from '#mocks/views/content';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';

/*
 * Favorites need a sign-in but not online access: the contract declares no 412 here, and a
 * customer whose membership lapsed still sees (and can tidy) the list they made.
 */
export const favoriteHandlers = [
  http.get('/favorites', ({ request, response }) => {
    const { customer } = requireUser(request);
    const favorites = customer
      ? db.favorites.findMany((q) => q.where({ customer_id: customer.customer_id }), {
          orderBy: { favorite_id: 'desc' },
        })
      : [];
    return response(200).json({ favorites: favorites.map(favoriteView) });
  }),

  http.post('/favorites', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const { video_id } = findVideo(bodyVideoId(await request.json()));
    const customer_id = customer.customer_id;
    if (db.favorites.findFirst((q) => q.where({ customer_id, video_id }))) {
      throw apiError(409, VIDEO_MESSAGES.favoriteExists);
    }
    const favorite = await db.favorites.create({
      favorite_id: nextId(db.favorites.all(), 'favorite_id'),
      video_id,
      customer_id,
    });
    return response(200).json({ favorite: favoriteView(favorite) });
  }),

  // The id in the path is the video's: the app only knows which video it is looking at.
  http.delete('/favorites/{id}', ({ request, params, response }) => {
    const { customer } = requireCustomer(request);
    const video_id = Number(params.id);
    orNotFound(
      db.favorites.delete((q) => q.where({ customer_id: customer.customer_id, video_id })),
      VIDEO_MESSAGES.favoriteMissing,
    );
    return response(200).json({ message: VIDEO_MESSAGES.favoriteRemoved });
  }),
];
