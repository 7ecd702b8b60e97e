import type { Page } from '@playwright/test';

/** The host the corpus' scripts call; nothing answers it, the trap records who asked. */
export const CANARY_HOST = 'canary.invalid';

export interface XssTrap {
  /** Every sign that a script of the corpus ran: alert/confirm/prompt, a dialog, a canary request. */
  hits(): Promise<string[]>;
}

/**
 * Before the app loads, in every frame: alert, confirm and prompt record instead of opening, any
 * dialog that still opens is recorded and dismissed, and any request to the canary host other
 * than an image or a media file (a fetch, a script, a stylesheet, a frame) is recorded and aborted.
 */
export async function installXssTrap(page: Page): Promise<XssTrap> {
  const outside: string[] = [];
  await page.addInitScript(() => {
    const own = window as unknown as { __xssHits: string[] };
    own.__xssHits = [];
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        writable: false,
        value: (message?: unknown) => {
          const hit = `${name}(${String(message)})`;
          try {
            (window.top as unknown as { __xssHits?: string[] }).__xssHits?.push(hit);
          } catch {
            own.__xssHits.push(hit); // a frame of another origin cannot reach the top one
          }
        },
      });
    }
  });
  page.on('dialog', (dialog) => {
    outside.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route(`**://${CANARY_HOST}/**`, async (route) => {
    const type = route.request().resourceType();
    if (type !== 'image' && type !== 'media') outside.push(`${type} ${route.request().url()}`);
    await route.abort();
  });
  return {
    hits: async () => [
      ...outside,
      ...(await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)),
    ],
  };
}

/**
 * What the rendered DOM still carries that it must not: an event-handler attribute inside the
 * studio's content, a script, frame, object or embed the studio wrote, or a URL attribute with a
 * scheme the one URL check refuses (`javascript:`, `vbscript:`, `data:` other than images) or a
 * protocol-relative link. `within` names the containers of the studio's content.
 */
export async function unsafeLeftovers(page: Page, within: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'poster',
      'data',
      'background',
      'cite',
      'srcdoc',
      'srcset',
    ];
    const LINKS = ['href', 'xlink:href', 'action', 'formaction'];
    const describe = (el: Element, name: string, value: string) =>
      `<${el.localName} ${name}="${value.slice(0, 60)}">`;
    for (const el of document.querySelectorAll('*')) {
      for (const { name, value } of el.attributes) {
        const lower = name.toLowerCase();
        // Browsers drop whitespace and control characters inside a scheme, so the check does too.
        // eslint-disable-next-line no-control-regex
        const squeezed = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
        if (!URL_ATTRIBUTES.includes(lower)) continue;
        if (/^(javascript|vbscript|livescript):/.test(squeezed) || /^data:(?!image\/)/.test(squeezed)) {
          found.push(describe(el, name, value));
        } else if (LINKS.includes(lower) && /^[/\\]{2}/.test(squeezed)) found.push(describe(el, name, value));
      }
    }
    for (const box of document.querySelectorAll(selector)) {
      for (const el of box.querySelectorAll('*')) {
        if (
          ['script', 'style', 'iframe', 'object', 'embed', 'frame', 'base', 'meta', 'link'].includes(
            el.localName,
          )
        ) {
          found.push(`<${el.localName}> in the studio's content`);
        }
        for (const { name, value } of el.attributes) {
          if (/^on/i.test(name)) found.push(describe(el, name, value));
        }
      }
    }
    return found;
  }, within);
}
