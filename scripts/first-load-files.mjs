// What index.html of a live build loads: the first load for every address, and the screen code
// its loader preloads for some addresses (decision 040). Shared by the live-bundle smoke and the
// bench, so both count the same files.

// The loader's `{ "/": [...], "/calendario": [...] }[path]` map (scripts/csp-build-plugin.ts).
const PRELOADS = /(\{"[^\n]*\})\[path\]/;

/** The `/assets/…` files index.html loads whatever the address (preloads, CSS, the loader's entry). */
export function firstLoadFiles(html) {
  const rest = html.replace(PRELOADS, '');
  return [...new Set([...rest.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1]))];
}

/** By address, the `/assets/…` files the loader preloads beside the first load. */
export function routePreloadFiles(html) {
  const match = PRELOADS.exec(html);
  return match ? JSON.parse(match[1]) : {};
}
