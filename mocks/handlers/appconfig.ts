import { db } from '../db';
import { http } from '../http';

export const appConfigHandlers = [
  http.get('/appconfig', ({ response }) => {
    const config = db.appConfig.all().map(({ key, value }) => ({ key, value }));
    return response(200).json({ config });
  }),
];
