// `npm run mock:server` must answer the contract's calls over plain HTTP: start it on a free
// port, make a public call, a secured call without a token, a CORS preflight and two bad requests
// (malformed JSON, a body over the limit: a 400 with the error body, never a 500), then stop it.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';

const port = await freePort();

const server = spawn('npx', ['tsx', 'mocks/http-server.ts'], {
  env: { ...process.env, MOCK_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

try {
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock server did not start within 60 s')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Mock API on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
  const base = `http://localhost:${port}/api`;
  const config = await fetch(`${base}/appconfig`);
  const body = await config.json();
  const name = body.config.find((entry) => entry.key === 'business_name')?.value;
  const secured = await fetch(`${base}/customer`);
  const preflight = await fetch(`${base}/tags`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:4173' },
  });
  const badRequest = (body) =>
    fetch(`${base}/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const malformed = await badRequest('{"single_class_id": ');
  const huge = await badRequest(JSON.stringify({ single_class_id: 1, note: 'x'.repeat(300 * 1024) }));
  const problems = [];
  for (const [label, answer] of [
    ['malformed JSON', malformed],
    ['a 300 KB body', huge],
  ]) {
    const message = (await answer.json().catch(() => ({}))).message;
    if (answer.status !== 400 || typeof message !== 'string')
      problems.push(`POST /waitlist with ${label} answered ${answer.status}, not 400 with a message`);
  }
  if (config.status !== 200 || !name)
    problems.push(`GET /appconfig answered ${config.status} without business_name`);
  if (secured.status !== 401)
    problems.push(`GET /customer without a token answered ${secured.status}, not 401`);
  if (preflight.headers.get('access-control-allow-origin') !== 'http://localhost:4173')
    problems.push('no CORS');
  if (problems.length > 0) throw new Error(problems.join('; '));
  console.log(`mock server: answers over HTTP (${name})`);
} catch (error) {
  console.error(`mock server check failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  stop();
}
