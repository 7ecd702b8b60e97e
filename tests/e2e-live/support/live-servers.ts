/**
 * The parts `npm run test:live` starts, shared by its two passes (scripts/live-e2e.mjs hands over
 * free ports): the mock-server pass (playwright.live.config.ts) and the real-server pass
 * (playwright.live-server.config.ts) serve ONE live build, whose API URL names `api`: each pass
 * puts its own backend on that port (decision 051).
 */
export const livePorts = {
  web: Number(process.env.LIVE_WEB_PORT ?? 4180),
  api: Number(process.env.LIVE_API_PORT ?? 9190),
  auth: Number(process.env.LIVE_AUTH_PORT ?? 9199),
  /** The real-server pass's fake of Stripe's API (decision 088). */
  stripe: Number(process.env.LIVE_STRIPE_PORT ?? 9192),
  /** The real-server pass's fake of PayPal's REST API (decision 088). */
  paypal: Number(process.env.LIVE_PAYPAL_PORT ?? 9193),
};

/** The real Auth emulator's project: `demo-` keeps it offline (no Google project behind it). */
export const LIVE_AUTH_PROJECT = 'demo-studio';

export const liveApiUrl = `http://localhost:${livePorts.api}/api`;
export const liveAuthOrigin = `http://127.0.0.1:${livePorts.auth}`;
export const liveBuildDir = `.e2e-builds/live-${livePorts.web}`;

/** The real-server pass's specs; the mock-server pass leaves them out. */
export const SERVER_SPECS = '**/server-*.spec.ts';

/**
 * Set by scripts/live-e2e.mjs, which runs both passes: it starts the Auth emulator once (on a port
 * it picked free) and the second pass serves the build the first one made, instead of waiting for
 * another start and another build. A pass run alone starts and builds its own.
 */
const shared = process.env.LIVE_SHARED === '1';

/** The real Auth emulator. */
export const authEmulatorServer = {
  // Installs firebase-tools into its cache folder on the first run.
  command: 'node scripts/auth-emulator.mjs',
  env: { AUTH_EMULATOR_PORT: String(livePorts.auth), AUTH_EMULATOR_PROJECT: LIVE_AUTH_PROJECT },
  url: `${liveAuthOrigin}/`,
  reuseExistingServer: shared,
  timeout: 300_000,
};

/**
 * The live build, served with its security headers; in a shared run, built by the first pass (the
 * folder is named by this run's port; scripts/live-e2e.mjs removes it) and served as it is by the
 * next. With `prerender`, its landing is kept as HTML against the API running then (decision 043).
 */
export function liveBuildServer({ prerender }: { prerender: boolean }) {
  const out = liveBuildDir;
  const build = `npx vite build --outDir ${out} --emptyOutDir --logLevel warn${
    prerender ? ` && npx tsx scripts/prerender.ts ${out}` : ''
  }`;
  return {
    command: `${shared ? `(test -f ${out}/index.html || (${build}))` : build} && npx tsx scripts/serve-live.ts ${out} ${livePorts.web}`,
    env: { VITE_API_URL: liveApiUrl, VITE_AUTH_EMULATOR_ORIGIN: liveAuthOrigin },
    url: `http://localhost:${livePorts.web}/`,
    reuseExistingServer: false,
    timeout: 240_000,
  };
}
