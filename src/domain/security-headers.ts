/**
 * The HTTP headers a host sends with the live build (docs/deployment.md, decision 032). The
 * Content-Security-Policy would stop an injected script even if the sanitiser let one through:
 * scripts run only when index.html's own (hashed) loader or a script it trusts adds them
 * (`'strict-dynamic'`), so inline handlers, `javascript:` URLs and injected `<script>` never run,
 * while Stripe, PayPal, Conekta, Firebase and the studio's tracking snippets (inserted by the app
 * itself) keep working. Built at build time from the configured origins.
 */

export type SourceKind = 'script' | 'connect' | 'img' | 'frame' | 'media' | 'font' | 'style';
export type CspSources = Partial<Record<SourceKind, readonly string[]>>;

/** What the app always loads in live mode: the payment providers, identity, video players, the error reporter. */
export const PROVIDER_SOURCES: Readonly<Record<string, CspSources>> = {
  // https://docs.stripe.com/security/guide#content-security-policy
  stripe: {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    img: ['https://*.stripe.com'],
  },
  // PayPal's JS SDK: its script, its button iframes and its calls.
  paypal: {
    script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    connect: ['https://*.paypal.com'],
    frame: ['https://*.paypal.com'],
    img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
  conekta: { script: ['https://cdn.conekta.io'], connect: ['https://api.conekta.io'] },
  // firebase/auth: the REST endpoints, and Google's API loader behind the sign-in popup.
  firebase: {
    script: ['https://apis.google.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  },
  videos: {
    frame: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    connect: ['https://vimeo.com'],
  },
  // The error reporter's service, when a studio configures one (decision 032).
  sentry: {
    connect: ['https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io', 'https://*.ingest.de.sentry.io'],
  },
};

/** Common tracking snippets a studio pastes into `head_tracking_codes` / `body_tracking_codes`. */
export const TRACKING_PRESETS: Readonly<Record<string, CspSources>> = {
  google: {
    script: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    frame: ['https://www.googletagmanager.com'],
  },
  meta: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    frame: ['https://www.facebook.com'],
  },
};

export interface CspInput {
  /** `'sha256-…'` sources of index.html's inline loader (the build computes them). */
  scriptHashes: readonly string[];
  /** `VITE_API_URL`: its origin is allowed when it is not the app's own. */
  apiUrl?: string | undefined;
  /** `VITE_AUTH_EMULATOR_ORIGIN`, for QA builds against an Auth emulator. */
  authEmulatorOrigin?: string | undefined;
  /** The Firebase project's `authDomain` (the sign-in popup's helper iframe). */
  firebaseAuthDomain?: string | undefined;
  /** Names from {@link TRACKING_PRESETS}. */
  tracking?: readonly string[] | undefined;
  /** Where files and videos are served from (S3, a CDN): images, media and HLS segment requests. */
  mediaOrigins?: readonly string[] | undefined;
  /** Anything else the studio's tracking codes or content need. */
  extra?: CspSources | undefined;
  /** Where browsers send violation reports. */
  reportUri?: string | undefined;
}

const SCHEME_ONLY = new Set(['https:', 'data:', 'blob:']);

/**
 * An origin as a CSP source (`https://a.b`, `https://*.b`, `http://127.0.0.1:9099`). Anything
 * else (a path, a quote, a `;`, whitespace) would change the policy's meaning, so it throws.
 */
export function cspOrigin(value: string): string {
  const text = value.trim();
  if (SCHEME_ONLY.has(text)) return text;
  const match = /^(https?):\/\/(\*\.)?([a-z\d-]+(?:\.[a-z\d-]+)*)(:\d{1,5})?\/?$/i.exec(text);
  if (!match) throw new Error(`Not an origin for the Content-Security-Policy: "${value}"`);
  return `${match[1]!.toLowerCase()}://${match[2] ?? ''}${match[3]!.toLowerCase()}${match[4] ?? ''}`;
}

/** The origin of an absolute URL; null for a path on the app's own origin (`/api`). */
export function urlOrigin(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  return cspOrigin(new URL(url).origin);
}

function preset(table: Readonly<Record<string, CspSources>>, name: string): CspSources {
  const found = table[name.trim()];
  if (!found) throw new Error(`Unknown tracking preset "${name}" (known: ${Object.keys(table).join(', ')})`);
  return found;
}

function collect(groups: readonly CspSources[], kind: SourceKind): string[] {
  return groups.flatMap((group) => (group[kind] ?? []).map(cspOrigin));
}

const unique = (values: readonly string[]) => [...new Set(values)];

function hashSource(hash: string): string {
  const bare = hash.replace(/^'|'$/g, '');
  if (!/^sha(256|384|512)-[A-Za-z\d+/]+=*$/.test(bare)) throw new Error(`Not a script hash: "${hash}"`);
  return `'${bare}'`;
}

/** The policy as one header value: `directive sources; …`. */
export function contentSecurityPolicy(input: CspInput): string {
  const identity: CspSources = {
    connect: [urlOrigin(input.authEmulatorOrigin)].filter((origin) => origin !== null),
    frame: input.firebaseAuthDomain ? [`https://${input.firebaseAuthDomain}`] : [],
  };
  const media = (input.mediaOrigins ?? []).map(cspOrigin);
  const groups: CspSources[] = [
    ...Object.values(PROVIDER_SOURCES),
    identity,
    { connect: [urlOrigin(input.apiUrl)].filter((origin) => origin !== null) },
    { connect: media, media },
    ...(input.tracking ?? []).map((name) => preset(TRACKING_PRESETS, name)),
    input.extra ?? {},
  ];
  const sources = (kind: SourceKind) => unique(collect(groups, kind));
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Browsers with 'strict-dynamic' (all current ones) ignore 'self' and the hosts: they are
    // the fallback of older ones.
    [
      'script-src',
      ["'strict-dynamic'", ...input.scriptHashes.map(hashSource), "'self'", ...sources('script')],
    ],
    // Chakra (Emotion), the studio's own CSS and the providers' widgets inject <style> elements.
    ['style-src', ["'self'", "'unsafe-inline'", ...sources('style')]],
    // Content images come from anywhere on the web (pages, announcements, the studio's files).
    [
      'img-src',
      ["'self'", 'data:', 'blob:', 'https:', ...sources('img').filter((s) => !s.startsWith('https:'))],
    ],
    ['font-src', ["'self'", 'data:', ...sources('font')]],
    ['connect-src', ["'self'", ...sources('connect')]],
    // hls.js plays through MediaSource (blob:) and its worker runs from a blob: URL.
    ['media-src', ["'self'", 'blob:', ...sources('media')]],
    ['frame-src', ["'self'", ...sources('frame')]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  if (input.reportUri) directives.push(['report-uri', [new URL(input.reportUri).href]]);
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/** The other headers of every HTML answer (docs/deployment.md explains each). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  // The app uses none of these; PayPal and Stripe ask for payment in their own frames.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), payment=(self "https://js.stripe.com" "https://www.paypal.com")',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/**
 * Cache-Control by path: file names under /assets/ carry a content hash, so they never change;
 * index.html (and the service worker) must be asked for again on every visit.
 */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/' || path.endsWith('.html') || /\/(sw|service-worker)\.js$/.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter((item) => item !== '');

/** The build's settings (docs/deployment.md): `VITE_API_URL`, `VITE_AUTH_EMULATOR_ORIGIN` and the `CSP_*` variables. */
export function cspOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Omit<CspInput, 'scriptHashes'> {
  const extra: CspSources = {};
  for (const kind of ['script', 'connect', 'img', 'frame', 'media', 'font', 'style'] as const) {
    const values = list(env[`CSP_${kind.toUpperCase()}_SRC`]);
    if (values.length > 0) extra[kind] = values;
  }
  return {
    apiUrl: env.VITE_API_URL || undefined,
    authEmulatorOrigin: env.VITE_AUTH_EMULATOR_ORIGIN || undefined,
    firebaseAuthDomain: env.CSP_FIREBASE_AUTH_DOMAIN || undefined,
    tracking: list(env.CSP_TRACKING),
    mediaOrigins: list(env.CSP_MEDIA_ORIGINS),
    extra,
    reportUri: env.CSP_REPORT_URI || undefined,
  };
}

/** Every header of the live build by path pattern (`/*` for all answers), as `_headers` and `security-headers.json` carry them. */
export function liveBuildHeaders(input: CspInput): Record<string, Record<string, string>> {
  return {
    '/*': { 'Content-Security-Policy': contentSecurityPolicy(input), ...SECURITY_HEADERS },
    '/': { 'Cache-Control': cacheControlFor('/') },
    '/index.html': { 'Cache-Control': cacheControlFor('/index.html') },
    '/assets/*': { 'Cache-Control': cacheControlFor('/assets/') },
  };
}
