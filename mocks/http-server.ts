import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { setMockClockOffset } from './clock';
import { db } from './db';
import { handlers } from './handlers/all';
import { indexHandlers } from './handler-index';
import { acceptIdentityProject } from './identity-token';
import { seedDb } from './seed';
import { cleanStaffHtmlOnJsdom } from './node-window';
import { renewalHandlers } from './renewals';

/**
 * `npm run mock:server`: the same handlers and seeded database over plain HTTP, for a live-mode
 * build (`VITE_API_URL=http://localhost:9090/api`) or any other client.
 */
const port = Number(process.env.MOCK_PORT ?? 9090);

// MOCK_NOW starts the mock clock at a fixed moment (the live e2e pins the browser to the same one).
if (process.env.MOCK_NOW) setMockClockOffset(Date.parse(process.env.MOCK_NOW) - Date.now());
cleanStaffHtmlOnJsdom();
await seedDb();
// MOCK_IDENTITY_PROJECT: a real Auth emulator's `demo-` project. Its tokens are accepted and the
// app configuration names it, so a live build signs in there (decision 033).
const identityProject = process.env.MOCK_IDENTITY_PROJECT;
if (identityProject) {
  if (!identityProject.startsWith('demo-')) throw new Error('MOCK_IDENTITY_PROJECT must be a demo- project');
  acceptIdentityProject(identityProject);
  const firebaseConfig = {
    apiKey: 'demo-api-key',
    authDomain: `${identityProject}.firebaseapp.com`,
    projectId: identityProject,
  };
  await db.appConfig.update((q) => q.where({ key: 'firebaseConfig' }), {
    data(record) {
      record.value = JSON.stringify(firebaseConfig);
    },
  });
}
const app = express();
// A live-mode build runs on another origin: let it call in, with its bearer token.
app.use((req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  // The Auth emulator's callers (the Firebase SDK) send their own headers (X-Client-Version…).
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Idempotency-Key',
  );
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
});
app.use(createMiddleware(indexHandlers([...renewalHandlers, ...handlers])));
app.use((_req, res) => {
  res.status(404).json({ message: 'No existe esa ruta en el contrato' });
});
app.listen(port, () => {
  console.log(`Mock API on http://localhost:${port}/api (for example GET /api/appconfig)`);
});
