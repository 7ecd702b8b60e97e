import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  cspOptionsFromEnv,
  cspOrigin,
  liveBuildHeaders,
} from '#src/domain/security-headers';

const HASH = 'sha384-9xZsNYoeOgWzvRg1lAaxVlYZBVOcLF2PgZAbgjdUs1msI23XQ2U4CBmnk92unNsV';

/** The policy as directive → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const base = parse(contentSecurityPolicy({ scriptHashes: [HASH] }));

  it('runs scripts only from the hashed loader and what it trusts', () => {
    const script = base.get('script-src')!;
    expect(script.slice(0, 2)).toEqual(["'strict-dynamic'", `'${HASH}'`]);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).not.toContain('https:');
  });

  it('closes plugins, base and form hijacking and framing by other sites', () => {
    expect(base.get('object-src')).toEqual(["'none'"]);
    expect(base.get('base-uri')).toEqual(["'self'"]);
    expect(base.get('form-action')).toEqual(["'self'"]);
    expect(base.get('frame-ancestors')).toEqual(["'self'"]);
    expect(base.get('default-src')).toEqual(["'self'"]);
  });

  it('lets Stripe, PayPal, Firebase, the video players, the service worker and the manifest work', () => {
    expect(base.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.paypal.com',
        'https://www.youtube-nocookie.com',
      ]),
    );
    expect(base.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.stripe.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(base.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(base.get('manifest-src')).toEqual(["'self'"]);
  });

  it('adds the API on another origin, the Auth emulator, the auth domain, media and tracking presets', () => {
    const policy = parse(
      contentSecurityPolicy({
        scriptHashes: [HASH],
        apiUrl: 'https://api.estudio.mx/api',
        authEmulatorOrigin: 'http://127.0.0.1:9099',
        firebaseAuthDomain: 'estudio.firebaseapp.com',
        mediaOrigins: ['https://videos.estudio.mx'],
        tracking: ['google'],
        extra: { connect: ['https://stats.estudio.mx'] },
        reportUri: 'https://reports.estudio.mx/csp',
      }),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.estudio.mx',
        'http://127.0.0.1:9099',
        'https://videos.estudio.mx',
        'https://*.google-analytics.com',
        'https://stats.estudio.mx',
      ]),
    );
    expect(policy.get('frame-src')).toContain('https://estudio.firebaseapp.com');
    expect(policy.get('media-src')).toContain('https://videos.estudio.mx');
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('report-uri')).toEqual(['https://reports.estudio.mx/csp']);
  });

  it('leaves a same-origin API out and names every source once', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [HASH],
      apiUrl: '/api',
      tracking: ['google', 'google'],
    });
    for (const sources of parse(policy).values()) expect(new Set(sources).size).toBe(sources.length);
  });

  it.each([
    "https://evil.mx; script-src 'unsafe-inline'",
    'https://a.mx/path',
    "'unsafe-inline'",
    'javascript:alert(1)',
    'https://a.mx b.mx',
  ])('refuses %j as an origin (it would change the policy)', (value) => {
    expect(() => cspOrigin(value)).toThrow();
    expect(() => contentSecurityPolicy({ scriptHashes: [], extra: { connect: [value] } })).toThrow();
  });

  it('refuses an unknown tracking preset and a malformed hash', () => {
    expect(() => contentSecurityPolicy({ scriptHashes: [], tracking: ['hotjar'] })).toThrow(/google, meta/);
    expect(() => contentSecurityPolicy({ scriptHashes: ["sha384-x' 'unsafe-inline"] })).toThrow();
  });
});

describe('cspOptionsFromEnv', () => {
  it('reads the build variables, lists split on commas or spaces', () => {
    const options = cspOptionsFromEnv({
      VITE_API_URL: 'https://api.estudio.mx/api',
      VITE_AUTH_EMULATOR_ORIGIN: '',
      CSP_TRACKING: 'google, meta',
      CSP_CONNECT_SRC: 'https://a.mx https://b.mx',
      CSP_MEDIA_ORIGINS: 'https://videos.estudio.mx',
    });
    expect(options).toMatchObject({
      apiUrl: 'https://api.estudio.mx/api',
      authEmulatorOrigin: undefined,
      tracking: ['google', 'meta'],
      mediaOrigins: ['https://videos.estudio.mx'],
      extra: { connect: ['https://a.mx', 'https://b.mx'] },
    });
  });
});

describe('cache and security headers', () => {
  it('caches hashed assets for a year and asks for index.html every time', () => {
    expect(cacheControlFor('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
  });

  it('sends the policy and the hardening headers with every answer', () => {
    const all = liveBuildHeaders({ scriptHashes: [HASH] })['/*']!;
    expect(Object.keys(all).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ]);
    expect(all['X-Content-Type-Options']).toBe('nosniff');
  });
});
