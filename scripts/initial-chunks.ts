import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What rolldown's chunking hands a group's `name` function (its ChunkingContext, reduced). */
export interface ChunkingContext {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
  } | null;
}

const ALL = '*';

// `import … from '…'`, `export … from '…'` and `export { … }`, each a whole statement.
const STATEMENT = /(?:import|export)\s[^;]*?(?:from\s*)?["'][^"']+["'];?|export\s*\{[^}]*\};?/g;

/** A module of a package that only passes on other modules' exports (`@chakra-ui/react`'s index). */
function isBarrel(id: string, code: string): boolean {
  if (!id.includes('/node_modules/')) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .replace(STATEMENT, '')
    .replace(/["']use strict["'];?/, '');
  return rest.trim() === '';
}

const names = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [imported = part, local = imported] = part.split(/\s+as\s+/);
      return { imported, local };
    });

/** The first capture of `pattern` in `text`, if it matches. */
const capture = (pattern: RegExp, text: string): string | undefined => pattern.exec(text)?.[1];

/**
 * What a barrel's names lead to: each exported name → (module specifier, name there); plus its
 * `export *` specifiers.
 */
function barrelMap(code: string) {
  const locals = new Map<string, { from: string; name: string }>();
  const exported = new Map<string, { from: string; name: string }>();
  const stars: string[] = [];
  for (const [statement] of code.matchAll(STATEMENT)) {
    const from = capture(/["']([^"']+)["'];?$/, statement) ?? '';
    let list: string | undefined;
    if (/^export\s*\*\s*from/.test(statement)) stars.push(from);
    else if ((list = capture(/^export\s*\*\s*as\s+(\S+)\s+from/, statement)))
      exported.set(list, { from, name: ALL });
    else if ((list = capture(/^export\s*\{([^}]*)\}\s*from/, statement)))
      for (const { imported, local } of names(list)) exported.set(local, { from, name: imported });
    else if ((list = capture(/^import\s*\*\s*as\s+(\S+)\s+from/, statement)))
      locals.set(list, { from, name: ALL });
    else if ((list = capture(/^import\s*\{([^}]*)\}\s*from/, statement)))
      for (const { imported, local } of names(list)) locals.set(local, { from, name: imported });
    else if ((list = capture(/^export\s*\{([^}]*)\};?$/, statement)))
      for (const { imported, local } of names(list)) {
        const target = locals.get(imported);
        if (target) exported.set(local, target);
      }
  }
  return { exported, stars };
}

/** The names a module imports from `specifier` (ALL for a namespace or when unsure). */
function namesImported(code: string, specifier: string): string[] {
  const wanted: string[] = [];
  for (const [statement] of code.matchAll(STATEMENT)) {
    if (!statement.includes(`"${specifier}"`) && !statement.includes(`'${specifier}'`)) continue;
    const list = capture(/^(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from/, statement);
    if (list) wanted.push(...names(list).map((n) => n.imported));
    else if (/^import\s+[\w$]+\s+from/.test(statement)) wanted.push('default');
    else if (/^import\s*["']/.test(statement)) continue;
    else return [ALL];
  }
  return wanted;
}

/** The modules a module's import and export statements name, each once, in order. */
function specifiersInOrder(code: string): string[] {
  const found = [...code.matchAll(STATEMENT)].flatMap(([statement]) => {
    const specifier = /["']([^"']+)["'];?$/.exec(statement)?.[1];
    return specifier && /(?:from\s*|^import\s*)["']/.test(statement) ? [specifier] : [];
  });
  return [...new Set(found)];
}

/** The module id a specifier of `importer` names, among its imported ids. */
function resolveIn(importer: string, specifier: string, importedIds: readonly string[]): string | undefined {
  if (specifier.startsWith('.')) {
    const path = join(dirname(importer), specifier);
    return importedIds.find((id) => id === path || id.replace(/\.[cm]?[jt]sx?$/, '') === path);
  }
  return importedIds.find((id) => id.includes(`/node_modules/${specifier}/`));
}

/**
 * Every module `root` reaches with static imports (and dynamic ones, `dynamicDepth` levels deep),
 * following a package's barrel only into the modules behind the names actually imported through
 * it (a barrel lists every component any screen uses, lazy ones included).
 */
export function modulesReached(
  root: string,
  context: ChunkingContext,
  dynamicDepth = 0,
  ownChunks: readonly string[] = [],
): Set<string> {
  for (const id of [root, ...ownChunks])
    if (!context.getModuleInfo(id)) throw new Error(`Chunk groups: ${id} is not a module of this build`);
  const reached = new Set<string>();
  // The shallowest dynamic depth each module was reached at: reached again shallower, its lazy
  // imports may now be in reach.
  const depthOf = new Map<string, number>();
  const wantedOf = new Map<string, Set<string>>();
  const queue: { id: string; wanted: string[]; depth?: number }[] = [{ id: root, wanted: [ALL] }];
  for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
    const depth = item.depth ?? 0;
    const info = context.getModuleInfo(item.id);
    const code = info?.code ?? '';
    const barrel = isBarrel(item.id, code);
    if (!barrel) {
      if ((depthOf.get(item.id) ?? Infinity) <= depth) continue;
      depthOf.set(item.id, depth);
      reached.add(item.id);
      const ids = info?.importedIds ?? [];
      const specifiers = specifiersInOrder(code);
      if (depth < dynamicDepth)
        for (const next of info?.dynamicallyImportedIds ?? [])
          if (!ownChunks.includes(next)) queue.push({ id: next, wanted: [ALL], depth: depth + 1 });
      ids.forEach((next, index) => {
        const nextCode = context.getModuleInfo(next)?.code ?? '';
        if (!isBarrel(next, nextCode)) return queue.push({ id: next, wanted: [ALL], depth });
        // Rolldown lists a module's imports in the order its statements name them.
        const specifier =
          specifiers.length === ids.length
            ? specifiers[index]
            : specifiers.find((s) => resolveIn(item!.id, s, [next]) === next);
        queue.push({ id: next, wanted: specifier ? namesImported(code, specifier) : [ALL], depth });
      });
      continue;
    }
    // A barrel: on to the modules behind the names asked of it, each name once.
    const seen = wantedOf.get(item.id) ?? new Set<string>();
    wantedOf.set(item.id, seen);
    const fresh = item.wanted.filter((name) => !seen.has(name) && !seen.has(ALL));
    if (fresh.length === 0) continue;
    fresh.forEach((name) => seen.add(name));
    reached.add(item.id);
    const { exported, stars } = barrelMap(code);
    const ids = info?.importedIds ?? [];
    const toward = (specifier: string, name: string) => {
      const id = resolveIn(item!.id, specifier, ids);
      if (id) queue.push({ id, wanted: [name], depth });
    };
    if (fresh.includes(ALL)) {
      ids.forEach((id) => queue.push({ id, wanted: [ALL], depth }));
      continue;
    }
    for (const name of fresh) {
      const target = exported.get(name);
      if (target) toward(target.from, target.name);
      else stars.forEach((specifier) => toward(specifier, name));
    }
  }
  return reached;
}

/** The modules the entry reaches with static imports: the first load. */
export const modulesOfFirstLoad = (entry: string, context: ChunkingContext) => modulesReached(entry, context);

/** A screen's own chunk: what `root` reaches (and, to `dynamicDepth`, its lazy parts) beyond the first load. */
export interface ScreenBundle {
  name: string;
  /** The address whose first load fetches this chunk along with the entry (the live loader preloads it). */
  path?: string;
  /** A path from the project's root, like 'src/ui/calendar/studio-calendar.tsx'. */
  root: string;
  dynamicDepth?: number;
  /**
   * Lazy parts (paths like `root`) left to chunks of their own, fetched when they are shown: a
   * section below the fold whose code is heavy for what it adds to the first screen.
   */
  ownChunks?: readonly string[];
}

/** A path of this project, from its root. */
const fromProject = (path: string) =>
  isAbsolute(path) ? path : fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The first load in two files instead of about fifty (issue 16, decision 040): every module the
 * entry reaches statically goes to `vendor` (node_modules: changes rarely, stays cached across
 * deploys) or `app` (our code). Left to itself rolldown split the first screen into 48 small
 * shared chunks, which a phone fetches over a few connections, one round trip after another.
 * The pages visitors land on get one chunk each the same way (`bundles`, in order: a module
 * goes to the first that reaches it). Other screens keep rolldown's chunks and import from these.
 */
export function initialChunkGroups({
  entry = fromProject('src/main.tsx'),
  bundles = [],
}: { entry?: string; bundles?: readonly ScreenBundle[] } = {}) {
  let pass: { context: ChunkingContext; names: Map<string, string> } | null = null;
  const assign = (context: ChunkingContext) => {
    const names = new Map<string, string>();
    const firstLoad = (id: string) => names.set(id, id.includes('/node_modules/') ? 'vendor' : 'app');
    modulesOfFirstLoad(entry, context).forEach(firstLoad);
    const reached = bundles.map((bundle) =>
      modulesReached(
        fromProject(bundle.root),
        context,
        bundle.dynamicDepth,
        (bundle.ownChunks ?? []).map(fromProject),
      ),
    );
    // What two addresses' screens share goes with the first load, which both fetch anyway:
    // otherwise one page fetches the other's whole chunk for it (/calendario took the landing's).
    const pages = reached.filter((_, index) => bundles[index]!.path);
    for (const [index, modules] of pages.entries())
      for (const id of modules)
        if (!names.has(id) && pages.some((other, at) => at !== index && other.has(id))) firstLoad(id);
    bundles.forEach((bundle, index) => {
      for (const id of reached[index]!) if (!names.has(id)) names.set(id, bundle.name);
    });
    return names;
  };
  const nameOf = (id: string, context: ChunkingContext) => {
    if (pass?.context !== context) pass = { context, names: assign(context) };
    return pass.names.get(id);
  };
  // One group per name, highest priority first: a group also takes the modules its own import
  // (rolldown's includeDependenciesRecursively), so `vendor` must claim its modules before `app`.
  const names = ['vendor', 'app', ...bundles.map((bundle) => bundle.name)];
  return {
    groups: names.map((name, index) => ({
      name: (id: string, context: ChunkingContext) => (nameOf(id, context) === name ? name : null),
      priority: names.length - index,
    })),
  };
}

/** What `routePreloads` needs of an output chunk (rolldown's OutputChunk, reduced). */
interface BuiltChunk {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  imports?: readonly string[];
  /** The stylesheets Vite extracted from the chunk's CSS modules (`/` renders on its own classes). */
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * For each screen bundle with a `path`: the files its chunk needs beyond what index.html already
 * loads (its chunk, the chunks it imports and their stylesheets), as `/assets/…` URLs. The live
 * loader preloads them for that address, so the landing page's code and styles arrive with the
 * entry instead of a round trip after it (Vite asks for a chunk's CSS only when importing it).
 */
export function routePreloads(
  output: Record<string, BuiltChunk>,
  bundles: readonly ScreenBundle[],
  alreadyLoaded: ReadonlySet<string>,
): Record<string, string[]> {
  const preloads: Record<string, string[]> = {};
  for (const bundle of bundles) {
    const chunk = Object.values(output).find((file) => file.type === 'chunk' && file.name === bundle.name);
    if (!bundle.path || !chunk) continue;
    const files: string[] = [];
    const visit = (fileName: string) => {
      const url = `/${fileName}`;
      if (files.includes(url) || alreadyLoaded.has(url)) return;
      files.push(url);
      const file = output[fileName];
      file?.viteMetadata?.importedCss.forEach((css) => {
        if (!files.includes(`/${css}`) && !alreadyLoaded.has(`/${css}`)) files.push(`/${css}`);
      });
      file?.imports?.forEach(visit);
    };
    visit(chunk.fileName);
    preloads[bundle.path] = files;
  }
  return preloads;
}
