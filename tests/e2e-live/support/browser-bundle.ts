import { fileURLToPath } from 'node:url';
// esbuild (a devDependency of its own, the version tsx and Vite use): one TypeScript file and its
// imports (tsconfig's `#…` paths included) as one classic script, as a provider's own script is served.
import { build } from 'esbuild';

const bundles = new Map<string, Promise<string>>();

/** A file of this folder bundled for the browser, made once per worker. */
export function browserBundle(file: string): Promise<string> {
  let bundle = bundles.get(file);
  if (!bundle) {
    bundle = build({
      entryPoints: [fileURLToPath(new URL(file, import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      logLevel: 'warning',
    }).then((result) => result.outputFiles[0]!.text);
    bundles.set(file, bundle);
  }
  return bundle;
}
