// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderCode } from '#scripts/csp-build-plugin';
import {
  bootScreenOf,
  fontSamples,
  MAX_FONT_SAMPLES,
  withIndexRevision,
  withPrerender,
  type Snapshot,
} from '#scripts/prerender-html';
import { BOOT_CACHE_KEY } from '#src/config/boot-cache';
import { SESSION_HINT_KEY } from '#src/identity/session-hint';

// Decision 043: public pages kept as HTML at deploy time, and index.html's loader that shows them.

const BUILT = `<!doctype html>
<html lang="es">
  <head>
    <title>Estudio</title>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <div id="root" hidden><div class="boot-loading" role="status">Cargando…</div></div>
    <script>/* loader */</script>
  </body>
</html>`;

const SNAPSHOT: Snapshot = {
  path: '/',
  markup: '<main id="contenido"><h1>Lumen & Co</h1><script type="application/ld+json">{}</script></main>',
  htmlStyle: '--chakra-colors-brand: #0f766e; scroll-padding-top: 120px;',
  stylesheets: ['/assets/app-1.css', '/assets/landing-2.css'],
  title: 'Lumen <Estudio>',
  description: 'Yoga "y" pilates',
  appCss: 'h1 { letter-spacing: 0.1em } /* </style><script>x</script> */',
  fonts: [],
};
const FRAME: Snapshot = {
  path: '/calendario',
  markup: '<header>Lumen</header><main id="contenido"><div role="status">Cargando…</div></main>',
  htmlStyle: null,
  stylesheets: [],
  title: 'Horarios | Lumen',
  description: null,
  appCss: null,
  fonts: [
    ['normal 600 16px Arial, sans-serif', 'a'],
    ['normal 600 16px Arial, sans-serif', '🧘‍♀️'],
  ],
};

describe('withPrerender: index.html with the pages kept', () => {
  const html = withPrerender(BUILT, [SNAPSHOT, FRAME]);

  it('keeps each markup, without scripts, in a template of the head that names its address', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<template data-kept-path="/" data-html-style="--chakra-colors-brand: #0f766e; scroll-padding-top: 120px;"><main data-kept="" id="contenido"><h1>Lumen & Co</h1></main></template>',
    );
    expect(head).toContain(
      '<template data-kept-path="/calendario" data-fonts="[[&quot;normal 600 16px Arial, sans-serif&quot;,&quot;a&quot;],[&quot;normal 600 16px Arial, sans-serif&quot;,&quot;🧘‍♀️&quot;]]"><header data-kept="">Lumen</header><main id="contenido"><div role="status">Cargando…</div></main></template>',
    );
    expect(html).not.toContain('ld+json');
  });

  it('links the stylesheets the screen had that index.html lacked, before the body', () => {
    expect(html.match(/app-1\.css/g)).toHaveLength(1);
    expect(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/landing-2.css">')).toBeLessThan(
      html.indexOf('</head>'),
    );
  });

  it("writes the landing's title and description, escaped", () => {
    expect(html).toContain('<title>Lumen &lt;Estudio&gt;</title>');
    expect(html).toContain('<meta name="description" content="Yoga &quot;y&quot; pilates" />');
  });

  it("puts the studio's own CSS in the head as the app's branding writes it, unable to close its element", () => {
    expect(html).toContain(
      '<style data-studio="app-css">h1 { letter-spacing: 0.1em } /* <\\/style><script>x</script> */</style>',
    );
    expect(withPrerender(html, [{ ...SNAPSHOT, appCss: '' }])).not.toContain('data-studio="app-css"');
  });

  it('replaces an earlier snapshot instead of adding a second one', () => {
    const again = withPrerender(html, [
      { ...SNAPSHOT, markup: '<main id="contenido">Nuevo</main>', description: 'Otro' },
    ]);
    expect(again.match(/<template/g)).toHaveLength(1);
    expect(again).toContain('<main data-kept="" id="contenido">Nuevo</main>');
    expect(again.match(/name="description"/g)).toHaveLength(1);
    expect(again.match(/landing-2\.css/g)).toHaveLength(1);
    expect(again.match(/data-studio="app-css"/g)).toHaveLength(1);
  });
});

describe("fontSamples: what a kept frame's content needs looked up (decision 105)", () => {
  const HEADER = 'normal 500 14px Arial';
  const CARD = 'normal 600 16px Arial';
  const TIME = 'normal 400 12px Arial';

  it('takes each font of the content the frame does not use, and each of its characters beyond Latin-1 apart', () => {
    expect(
      fontSamples([
        { font: HEADER, text: 'Horarios', inContent: false },
        { font: CARD, text: '🧘 Yoga Flow', inContent: true },
        { font: CARD, text: '🧘‍♀️ Yoga mañanero — Pilates', inContent: true },
        { font: HEADER, text: 'Lunes', inContent: true },
        { font: TIME, text: '07:00 · 3 lugares', inContent: true },
        { font: CARD, text: '🚴 Cycling', inContent: true },
      ]),
    ).toEqual([
      [CARD, 'a'],
      [CARD, '🧘'],
      [CARD, '🧘‍♀️'],
      [CARD, '—'],
      [CARD, '🚴'],
      [TIME, 'a'],
    ]);
  });

  it('keeps nothing for text all in the frame, and at most MAX_FONT_SAMPLES', () => {
    expect(fontSamples([{ font: HEADER, text: 'Horarios ✨', inContent: false }])).toEqual([]);
    const icons = [...'🧘🚴🤸🩰🏊🥊🏋🤾🧗🚣🏄🤺🏇⛹🤼🤽🏌🧜🧚🧞🦸🦹🧙🧛🧝'];
    const samples = fontSamples([{ font: CARD, text: icons.join(' '), inContent: true }]);
    expect(samples).toHaveLength(MAX_FONT_SAMPLES);
    expect(samples.slice(0, 2)).toEqual([
      [CARD, 'a'],
      [CARD, '🧘'],
    ]);
  });
});

describe('bootScreenOf: the start-up screen a kept frame shows where its content will be', () => {
  it("reads #root's markup as the build wrote it", () => {
    expect(bootScreenOf(BUILT)).toBe('<div class="boot-loading" role="status">Cargando…</div>');
  });
});

describe('withIndexRevision: the service worker precaches the rewritten index.html', () => {
  it("sets index.html's revision to the new content's MD5 and leaves the other entries", () => {
    const worker = 'e([{url:"assets/a.js",revision:null},{url:"index.html",revision:"0123abcd"}])';
    const html = withPrerender(BUILT, [SNAPSHOT]);
    const md5 = createHash('md5').update(html).digest('hex');
    expect(withIndexRevision(worker, html)).toBe(
      `e([{url:"assets/a.js",revision:null},{url:"index.html",revision:"${md5}"}])`,
    );
  });
});

describe("index.html's loader", () => {
  const code = loaderCode({
    scripts: [{ src: '/assets/index-3.js', module: true }],
    modulePreloads: ['/assets/vendor-4.js'],
    preloads: { '/': ['/assets/landing-5.js'] },
    keptPageBlockers: [BOOT_CACHE_KEY, SESSION_HINT_KEY],
  });

  /** `edit`: changes the page as built before its loader runs. */
  function page(path: string, edit: () => void = () => undefined) {
    window.history.replaceState(null, '', path);
    const built = withPrerender(BUILT, [SNAPSHOT, FRAME]);
    document.documentElement.removeAttribute('style');
    document.head.innerHTML = built.slice(built.indexOf('<head>') + 6, built.indexOf('</head>'));
    // As the build writes it (secureIndexHtml): hidden until the loader has chosen what it shows.
    document.body.innerHTML =
      '<div id="root" hidden><div class="boot-loading" role="status">Cargando…</div></div>';
    edit();
    new Function(code)();
    return {
      shown: () => {
        const root = document.getElementById('root')!;
        return root.hidden ? '(hidden)' : root.innerHTML;
      },
      requested: () =>
        [
          ...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
            'link[rel="modulepreload"], script[src]',
          ),
        ].map((element) => element.getAttribute('href') ?? element.getAttribute('src')),
    };
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("shows a first-time visitor of / the kept landing and the studio's colours, then fetches the app after that paint", () => {
    const { shown, requested } = page('/');
    expect(shown()).toBe('<main data-kept="" id="contenido"><h1>Lumen &amp; Co</h1></main>');
    expect(document.getElementById('root')!.dataset.prerendered).toBe('');
    expect(document.documentElement.getAttribute('style')).toBe(SNAPSHOT.htmlStyle);
    expect(document.querySelectorAll('template')).toHaveLength(0);
    expect(requested()).toEqual([]);
    vi.runAllTimers();
    expect(requested()).toEqual(['/assets/landing-5.js', '/assets/vendor-4.js', '/assets/index-3.js']);
  });

  it.each([BOOT_CACHE_KEY, SESSION_HINT_KEY])(
    'keeps the start-up screen and fetches the app at once when %s is stored',
    (key) => {
      localStorage.setItem(key, '1');
      const { shown, requested } = page('/');
      expect(shown()).toContain('Cargando…');
      expect(document.getElementById('root')!.dataset.prerendered).toBeUndefined();
      expect(requested()).toEqual(['/assets/landing-5.js', '/assets/vendor-4.js', '/assets/index-3.js']);
    },
  );

  it("has a kept frame's fonts laid out hidden while the app's code downloads, one a task, then removed", () => {
    const { requested } = page('/calendario');
    const samples = () =>
      [...document.body.querySelectorAll<HTMLElement>('[aria-hidden="true"] span')].map((span) => [
        span.style.fontWeight,
        span.textContent,
      ]);
    vi.advanceTimersToNextTimer(); // the kept page's frame
    expect(requested()).toEqual([]);
    vi.advanceTimersToNextTimer(); // the task after it: the app's code is asked for
    expect(requested()).toEqual(['/assets/vendor-4.js', '/assets/index-3.js']);
    expect(samples()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(samples()).toEqual([['600', 'a']]);
    vi.advanceTimersToNextTimer();
    expect(samples()).toEqual([
      ['600', 'a'],
      ['600', '🧘‍♀️'],
    ]);
    expect(document.getElementById('root')!.contains(document.querySelector('[aria-hidden="true"]'))).toBe(
      false,
    );
    vi.advanceTimersToNextTimer();
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('still fetches the app when the fonts written on a kept frame cannot be read', () => {
    const { shown, requested } = page('/calendario', () =>
      document
        .querySelector('template[data-kept-path="/calendario"]')!
        .setAttribute('data-fonts', '[["normal'),
    );
    expect(shown()).toContain('<header data-kept="">Lumen</header>');
    vi.runAllTimers();
    expect(requested()).toEqual(['/assets/vendor-4.js', '/assets/index-3.js']);
  });

  it('lays out no fonts for a page kept whole, or when the kept page is not shown', () => {
    page('/');
    vi.runAllTimers();
    expect(document.body.querySelector('[aria-hidden="true"]')).toBeNull();
    localStorage.setItem(BOOT_CACHE_KEY, '1');
    page('/calendario');
    const added: Node[] = [];
    new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes))).observe(
      document.body,
      { childList: true },
    );
    vi.runAllTimers();
    expect(added).toEqual([]);
  });

  it("shows each address's own kept page, and the start-up screen where none was kept or on a sign-in link", () => {
    expect(page('/calendario/').shown()).toContain('<header data-kept="">Lumen</header>');
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(page('/mystudio').shown()).toContain('Cargando…');
    expect(page('/?mode=signIn&oobCode=abc').shown()).toContain('Cargando…');
    expect(page('/?utm_source=google').shown()).toContain('Lumen');
  });
});
