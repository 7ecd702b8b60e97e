// `npm start` (decision 072): the whole studio on this machine, in one terminal. The studio's server
// on the embedded PGlite database in the data folder (migrated, and seeded with the demo studio the
// first time), the real Firebase Auth emulator (firebase-tools, installed on first use; its accounts
// kept in the data folder, the QA personas added) and the app (Vite's dev server in live mode)
// pointed at both. Each part's output goes to a log file in the data folder; this terminal shows
// progress lines, the URL to open, and a part's last lines if it fails. Ctrl-C stops everything.
// `npm run start:mocks` is the app alone on its mocks (QA's console, personas, faults, flows).
//
// Settings (all optional): STUDIO_DATA_DIR (.data), START_WEB_PORT (5173), START_API_PORT (8080),
// START_AUTH_PORT (9099); a port in use is replaced by a free one. DATABASE_URL runs the server on
// that PostgreSQL instead; every other server variable (docs/server.md) passes through.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { addPersonaAccounts } from './auth-emulator-accounts';
import { ensureFirebaseTools } from './firebase-tools.mjs';

const AUTH_PROJECT = 'demo-studio';
const dataDir = resolve(process.env.STUDIO_DATA_DIR ?? '.data');
const logsDir = join(dataDir, 'logs');
const started = Date.now();

const say = (line: string) => console.log(`[estudio] ${line}`);
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

if (process.argv.includes('--reset')) {
  // Only the demo's parts: never a DATABASE_URL's database.
  for (const part of ['pglite', 'auth', 'uploads'])
    rmSync(join(dataDir, part), { recursive: true, force: true });
  say(`Datos locales borrados (${dataDir}): el estudio de ejemplo se carga de nuevo.`);
}
mkdirSync(logsDir, { recursive: true });

const free = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
/** `wanted` when it is free (with `after` more ports after it: the Auth emulator's hub and logging), else a free run. */
async function portFor(name: string, wanted: number, after = 0): Promise<number> {
  for (let port = wanted; port < wanted + 200; port += 1 + after) {
    const run = await Promise.all(Array.from({ length: after + 1 }, (_, offset) => free(port + offset)));
    if (run.every(Boolean)) {
      if (port !== wanted) say(`El puerto ${wanted} (${name}) está ocupado: uso el ${port}.`);
      return port;
    }
  }
  throw new Error(`No hay un puerto libre para ${name} a partir del ${wanted}.`);
}
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports = {
  web: await portFor('la app', env('START_WEB_PORT', 5173)),
  api: await portFor('el servidor', env('START_API_PORT', 8080)),
  auth: await portFor('el emulador de Auth', env('START_AUTH_PORT', 9099), 2),
};
const urls = {
  web: `http://localhost:${ports.web}`,
  api: `http://localhost:${ports.api}`,
  auth: `http://127.0.0.1:${ports.auth}`,
};

const parts: { name: string; child: ChildProcess; log: string }[] = [];
let stopping = false;

/** A part of the studio, its output in its log file. */
function startPart(name: string, file: string, command: string, args: string[], extraEnv: NodeJS.ProcessEnv) {
  const log = join(logsDir, file);
  const out = createWriteStream(log);
  const child = spawn(command, args, {
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  parts.push({ name, child, log });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    say(`${name} se detuvo (${signal ?? `código ${code}`}). Sus últimas líneas (${log}):`);
    showTail(log);
    void stopAll(1);
  });
  return child;
}

function showTail(log: string): void {
  const lines = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25);
  for (const line of lines) console.log(`    ${line}`);
}

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say('Deteniendo el estudio…');
    const running = parts.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    // Each part stops in its own way on SIGINT: the server finishes its requests and jobs, the
    // emulator saves its accounts. One that has not stopped in 20 s is ended.
    const exits = running.map(({ child }) => new Promise((done) => child.once('exit', done)));
    for (const { child } of running) child.kill('SIGINT');
    const late = setTimeout(() => running.forEach(({ child }) => child.kill('SIGKILL')), 20_000);
    await Promise.all(exits);
    clearTimeout(late);
    say('Estudio detenido.');
  }
  process.exit(code);
}
// Ctrl-C reaches every process of the terminal's group; the parts are in it too (and the emulator
// shields its export in a group of its own), so here it is enough to wait for them.
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function waitFor(name: string, url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    if (stopping || child.exitCode !== null) await new Promise(() => {}); // stopAll is ending the process
    if (Date.now() > deadline) {
      say(`${name} no respondió en ${Math.round(timeoutMs / 1000)} s.`);
      await stopAll(1);
    }
    await new Promise((done) => setTimeout(done, 300));
  }
}

const serverEnv: NodeJS.ProcessEnv = {
  PORT: String(ports.api),
  PGLITE_DIR: process.env.PGLITE_DIR ?? join(dataDir, 'pglite'),
  UPLOADS_DIR: process.env.UPLOADS_DIR ?? join(dataDir, 'uploads'),
  FIREBASE_PROJECT_ID: AUTH_PROJECT,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  APP_ORIGINS: process.env.APP_ORIGINS ?? `${urls.web},http://127.0.0.1:${ports.web}`,
  NODE_ENV: 'development',
  // The server opens the database once: it migrates it and, while it has no customers, seeds it.
  SEED_DEMO: 'if-empty',
};

say(`Datos en ${dataDir}; registros en ${logsDir}.`);
// The server and the emulator start side by side: neither needs the other until a request comes.
say(
  `1/3 Servidor del estudio, en ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'PGlite (embebida)'}: migraciones y, la primera vez, el estudio de ejemplo…`,
);
const server = startPart(
  'El servidor',
  'server.log',
  process.execPath,
  ['--import', 'tsx', 'server/main.ts'],
  serverEnv,
);
say('2/3 Emulador de Firebase Auth (la primera vez se instala: unos 250 MB)…');
ensureFirebaseTools();
const emulator = startPart(
  'El emulador de Auth',
  'auth-emulator.log',
  process.execPath,
  ['scripts/auth-emulator.mjs'],
  {
    AUTH_EMULATOR_PORT: String(ports.auth),
    AUTH_EMULATOR_PROJECT: AUTH_PROJECT,
    AUTH_EMULATOR_DATA: join(dataDir, 'auth'),
  },
);
await waitFor('El emulador de Auth', `${urls.auth}/`, emulator, 180_000);
await addPersonaAccounts(urls.auth, AUTH_PROJECT, { replace: false });
say(`    Emulador listo en ${urls.auth} (${seconds()}), con las personas de QA.`);
await waitFor('El servidor', `${urls.api}/readyz`, server, 180_000);
const seedLine = readFileSync(join(logsDir, 'server.log'), 'utf8')
  .split('\n')
  .find((line) => /^(Datos de ejemplo cargados|La base de datos ya tiene)/.test(line));
if (seedLine) say(`    ${seedLine}`);
say(`    Servidor listo en ${urls.api}/api (${seconds()}).`);

say('3/3 La app…');
const app = startPart(
  'La app',
  'app.log',
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--port', String(ports.web), '--strictPort'],
  {
    VITE_MOCKS: 'false',
    VITE_API_URL: `${urls.api}/api`,
    VITE_AUTH_EMULATOR_ORIGIN: urls.auth,
  },
);
await waitFor('La app', `${urls.web}/`, app, 120_000);

say(`El estudio está listo en ${seconds()}.`);
console.log(`
  Abre ${urls.web}
  Back-office: ${urls.web}/admin (admin@demo.mx)
  Personas de QA: ana@demo.mx, ilimitada@demo.mx, suscrita@demo.mx… (contraseña demo1234; README)
  Correos: se guardan en la base de datos (sin SMTP_URL no se envían).
  Modo sin servidor (mocks, consola de QA): npm run start:mocks

  Ctrl-C detiene todo.
`);
