import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { handlers } from './handlers/all';
import { seedDb } from './seed';

/**
 * `npm run mock:server`: the same handlers and seeded database over plain HTTP, for a live-mode
 * build (`VITE_API_URL=http://localhost:9090/api`) or any other client.
 */
const port = Number(process.env.MOCK_PORT ?? 9090);

await seedDb();
const app = express();
// A live-mode build runs on another origin: let it call in, with its bearer token.
app.use((req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
});
app.use(createMiddleware(...handlers));
app.use((_req, res) => {
  res.status(404).json({ message: 'No existe esa ruta en el contrato' });
});
app.listen(port, () => {
  console.log(`Mock API on http://localhost:${port}/api (for example GET /api/appconfig)`);
});
