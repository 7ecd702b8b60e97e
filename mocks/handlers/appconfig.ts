import { db } from '#mocks/db';
import { http } from '#mocks/http';

export const appConfigHandlers = [
  http.get('/appconfig', ({ response }) => {
    const config = db.appConfig.all().map(({ key, value }) => ({ key, value }));
    return response(200).json({ config });
  }),
];
