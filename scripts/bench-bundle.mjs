// Bundle-size report for the live build, checked against bench/budgets.json. Sizes are gzip
// bytes: what a customer's phone downloads. Part of `npm run bench` (scripts/bench.mjs); not
// part of `npm test`, so a budget is a decision to revisit, not a test that blocks unrelated work.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, routePreloadFiles } from './first-load-files.mjs';

/** Prints the report of a live build made with `--manifest` into `outDir`; true when within budgets. */
export function reportBundle(outDir, budgets) {
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const assets = readdirSync(join(outDir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ name, gzip: gz(join('assets', name)) }));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  // Every file index.html names: preloads, stylesheets, and the scripts the CSP loader inserts
  // (the live build's entry is a quoted path inside that inline loader, decision 032).
  const initialNames = new Set(firstLoadFiles(html).map((url) => url.replace('/assets/', '')));
  // Screen code the loader fetches beside the first load on some addresses (decision 040).
  const preloads = routePreloadFiles(html);
  // Two areas are their own lazy bundles and reported apart, so the customer's figures (and
  // budgets) stay what a customer's phone downloads for the booking screens: the back-office
  // (src/admin), the video player (Vidstack, hls.js) that only /mystudio/video/:id loads, and
  // the error reporter's SDK, loaded only for a studio that configures `sentry_dsn`.
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const AREAS = [
    { key: 'admin', entry: 'src/admin/admin-route.tsx' },
    { key: 'video', entry: 'src/features/videos/video-route.tsx' },
    { key: 'reporter', entry: Object.keys(manifest).find((key) => key.includes('@sentry/browser')) },
  ];
  const reach = (keys, { follow = () => true, lazy = true } = {}) => {
    const seen = new Set();
    const files = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key] || !follow(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      files.add(chunk.file.replace(/^assets\//, ''));
      for (const css of chunk.css ?? []) files.add(css.replace(/^assets\//, ''));
      for (const next of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])])
        visit(next);
    };
    keys.forEach(visit);
    return files;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const areaEntries = new Set(AREAS.map((area) => area.entry));
  const customerReach = reach(entries, { follow: (key) => !areaEntries.has(key) });
  const areas = AREAS.map((area) => {
    // Through shared chunks an area reaches the router, and from it the other areas: not its own.
    const follow = (key) => key === area.entry || !areaEntries.has(key);
    const only = new Set([...reach([area.entry], { follow })].filter((name) => !customerReach.has(name)));
    const onOpen = new Set(
      [...reach([area.entry], { follow, lazy: false })].filter((name) => only.has(name)),
    );
    return { ...area, assets: assets.filter((a) => only.has(a.name)), onOpen };
  });
  const inAreas = new Set(areas.flatMap((area) => area.assets.map((a) => a.name)));
  const customer = assets.filter((a) => !inAreas.has(a.name));
  const initial = customer.filter((a) => initialNames.has(a.name));
  const lazy = customer.filter((a) => !initialNames.has(a.name)).sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => list.reduce((total, a) => total + a.gzip, 0);
  const measured = {
    initial: sum(initial),
    largestLazyChunk: lazy[0]?.gzip ?? 0,
    total: sum(customer),
  };
  for (const area of areas) {
    measured[`${area.key}OnOpen`] = sum(area.assets.filter((a) => area.onOpen.has(a.name)));
    measured[`${area.key}Total`] = sum(area.assets);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('Live build, gzip:');
  for (const a of initial.sort((x, y) => y.gzip - x.gzip))
    console.log(`  initial  ${kb(a.gzip).padStart(9)}  ${a.name}`);
  for (const [path, urls] of Object.entries(preloads))
    console.log(
      `  on ${path.padEnd(12)} + ${kb(urls.reduce((total, url) => total + gz(url.slice(1)), 0))} preloaded (${urls.map((url) => url.replace('/assets/', '')).join(', ')})`,
    );
  for (const a of lazy.slice(0, 8)) console.log(`  lazy     ${kb(a.gzip).padStart(9)}  ${a.name}`);
  for (const area of areas)
    for (const a of area.assets.sort((x, y) => y.gzip - x.gzip))
      console.log(
        `  ${area.key.padEnd(8)} ${kb(a.gzip).padStart(9)}  ${a.name}${area.onOpen.has(a.name) ? '' : ' (on demand)'}`,
      );
  let over = false;
  for (const [key, value] of Object.entries(measured)) {
    const budget = budgets[key];
    const ok = value <= budget;
    over ||= !ok;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${key.padEnd(17)} ${kb(value).padStart(9)} of ${kb(budget)}`);
  }
  return { measured, ok: !over };
}
