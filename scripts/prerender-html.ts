import { createHash } from 'node:crypto';

/**
 * The public pages kept as HTML in index.html at deploy time (decision 043): what the app's first
 * screen showed at an address, in a <template data-kept-path="…"> that index.html's loader puts
 * on screen for a first-time visitor of that address before any of the app's code has arrived.
 */
export const KEPT_PATH_ATTRIBUTE = 'data-kept-path';

/**
 * The addresses kept: the landing whole; the calendar as its frame (header, banner, footer) with
 * the start-up screen where the week will be, since its days and classes change by the hour.
 */
export const KEPT_PAGES = [
  { path: '/', keep: 'screen' },
  { path: '/calendario', keep: 'frame' },
] as const;

/** The start-up screen's markup, as the build wrote it into index.html's #root (vite.config.ts). */
export function bootScreenOf(html: string): string {
  const screen = /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1];
  if (screen === undefined)
    throw new Error('index.html has no #root before its loader: is this a live build?');
  return screen;
}

/** What the app's first screen put on screen at one address, read in a browser. */
export interface Snapshot {
  path: string;
  /** #root's markup (for a kept frame, with the start-up screen in <main>). */
  markup: string;
  /** <html>'s style attribute: the studio's colour variables (useStudioVars). */
  htmlStyle: string | null;
  /** The stylesheets the kept markup needs, in document order. */
  stylesheets: string[];
  /** The document's title and description once the screen had set them (the landing's are used). */
  title: string;
  description: string | null;
  /** The studio's own CSS (`app_css`, src/config/branding.ts), which the app puts in the head. */
  appCss: string | null;
  /**
   * A kept frame's: the text styles of the content it leaves out (the week's cards) that the frame
   * itself does not use, and their characters outside Latin-1 (a class's emoji), which the loader
   * has the browser look up while the app's code downloads (decision 105). Empty for a screen.
   */
  fonts: FontSample[];
}

/** A CSS `font` shorthand and the text to lay out in it. */
export type FontSample = [font: string, text: string];

/** At most this many samples are kept: each is a task of the loader's. */
export const MAX_FONT_SAMPLES = 24;

/** An element's own text on a kept frame's first screen, as read in the browser. */
export interface TextInFont {
  /** `font-style font-weight font-size font-family`, computed. */
  font: string;
  text: string;
  /** In the content the frame leaves out (its <main>), not in the frame itself. */
  inContent: boolean;
}

const beyondLatin1 = (grapheme: string) => [...grapheme].some((point) => point.codePointAt(0)! > 0xff);

/**
 * What the loader looks up for a kept frame (decision 105): each font of the content the frame
 * does not use itself, and each character beyond Latin-1 of the content (an emoji: the system's
 * search for a font that has it is the dearest lookup) in its own sample, at most MAX_FONT_SAMPLES.
 */
export function fontSamples(texts: readonly TextInFont[]): FontSample[] {
  const inFrame = new Set(texts.filter((text) => !text.inContent).map((text) => text.font));
  const characters = new Map<string, Set<string>>();
  const graphemes = new Intl.Segmenter();
  for (const { font, text, inContent } of texts) {
    if (!inContent) continue;
    const found = characters.get(font) ?? new Set<string>();
    for (const { segment } of graphemes.segment(text)) if (beyondLatin1(segment)) found.add(segment);
    characters.set(font, found);
  }
  const samples: FontSample[] = [];
  for (const [font, found] of characters) {
    if (!inFrame.has(font)) samples.push([font, 'a']);
    for (const character of found) samples.push([font, character]);
  }
  return samples.slice(0, MAX_FONT_SAMPLES);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The loader and the app add their own scripts (JSON-LD included) when they run.
const withoutScripts = (markup: string) => markup.replace(/<script\b[\s\S]*?<\/script>/gi, '');

const TEMPLATES = new RegExp(`\\s*<template ${KEPT_PATH_ATTRIBUTE}="[\\s\\S]*?</template>`, 'g');

/**
 * index.html with the snapshots: each one's markup in a template in the head, the stylesheets
 * they need linked in the head (render-blocking, so kept markup never shows unstyled), the
 * studio's own CSS, and the landing's title and description for the first response (link previews and search engines read
 * them without running script). Applying it again replaces what an earlier run kept.
 */
export function withPrerender(html: string, snapshots: readonly Snapshot[]): string {
  let result = html.replace(TEMPLATES, '');
  const linked = new Set([...result.matchAll(/<link[^>]*\shref="([^"]+)"/g)].map((match) => match[1]));
  const styles = [...new Set(snapshots.flatMap((snapshot) => snapshot.stylesheets))]
    .filter((href) => !linked.has(href))
    .map((href) => `  <link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">\n  `)
    .join('');
  const landing = snapshots.find((snapshot) => snapshot.path === '/') ?? snapshots[0];
  if (landing?.title)
    result = result.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(landing.title)}</title>`);
  if (landing?.description) {
    const meta = `<meta name="description" content="${escapeAttribute(landing.description)}" />`;
    result = /<meta name="description"[^>]*>/.test(result)
      ? result.replace(/<meta name="description"[^>]*>/, meta)
      : result.replace(/(<title>[^<]*<\/title>)/, `$1\n    ${meta}`);
  }
  // The studio's own CSS as the app writes it, so the kept page looks the same; the app's
  // branding then updates this very element.
  result = result.replace(/\s*<style data-studio="app-css">[\s\S]*?<\/style>/, '');
  const appCss = landing?.appCss?.trim()
    ? `  <style data-studio="app-css">${landing.appCss.replace(/<\/(style)/gi, '<\\/$1')}</style>\n  `
    : '';
  // In the head: fully parsed before #root, so the loader right after #root can show one before
  // the start-up screen is ever painted. `data-kept` marks the kept markup in the page until the
  // app's first screen replaces it.
  const templates = snapshots
    .map((snapshot) => {
      const attributes = [
        `${KEPT_PATH_ATTRIBUTE}="${escapeAttribute(snapshot.path)}"`,
        ...(snapshot.htmlStyle ? [`data-html-style="${escapeAttribute(snapshot.htmlStyle)}"`] : []),
        ...(snapshot.fonts.length > 0
          ? [`data-fonts="${escapeAttribute(JSON.stringify(snapshot.fonts))}"`]
          : []),
      ].join(' ');
      const markup = withoutScripts(snapshot.markup).replace(/^<([a-z][a-z0-9-]*)/i, '<$1 data-kept=""');
      return `  <template ${attributes}>${markup}</template>\n  `;
    })
    .join('');
  return result.replace('</head>', `${styles}${appCss}${templates}</head>`);
}

/**
 * The service worker's precache entry for index.html with the revision of its new content
 * (Workbox's revision is the file's MD5), so an installed app picks up the rewritten page.
 */
export function withIndexRevision(serviceWorker: string, html: string): string {
  const revision = createHash('md5').update(html).digest('hex');
  return serviceWorker.replace(/(\{url:"index\.html",revision:")[0-9a-f]+("\})/, `$1${revision}$2`);
}
