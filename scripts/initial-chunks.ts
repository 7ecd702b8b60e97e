import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What rolldown's chunking hands a group's `name` function (its ChunkingContext, reduced). */
export interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
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
 * Every module the entry reaches with static imports, following a package's barrel only into the
 * modules behind the names actually imported through it (a barrel lists every component any
 * screen uses, lazy ones included).
 */
export function modulesOfFirstLoad(entry: string, context: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const wantedOf = new Map<string, Set<string>>();
  const queue: { id: string; wanted: string[] }[] = [{ id: entry, wanted: [ALL] }];
  for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
    const info = context.getModuleInfo(item.id);
    const code = info?.code ?? '';
    const barrel = isBarrel(item.id, code);
    if (!barrel) {
      if (reached.has(item.id)) continue;
      reached.add(item.id);
      const ids = info?.importedIds ?? [];
      const specifiers = specifiersInOrder(code);
      ids.forEach((next, index) => {
        const nextCode = context.getModuleInfo(next)?.code ?? '';
        if (!isBarrel(next, nextCode)) return queue.push({ id: next, wanted: [ALL] });
        // Rolldown lists a module's imports in the order its statements name them.
        const specifier =
          specifiers.length === ids.length
            ? specifiers[index]
            : specifiers.find((s) => resolveIn(item!.id, s, [next]) === next);
        queue.push({ id: next, wanted: specifier ? namesImported(code, specifier) : [ALL] });
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
      if (id) queue.push({ id, wanted: [name] });
    };
    if (fresh.includes(ALL)) {
      ids.forEach((id) => queue.push({ id, wanted: [ALL] }));
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

/**
 * The first load in two files instead of about fifty (issue 16, decision 040): every module the
 * entry reaches statically goes to `vendor` (node_modules: changes rarely, stays cached across
 * deploys) or `app` (our code). Left to itself rolldown split the first screen into 48 small
 * shared chunks, which a phone fetches over a few connections, one round trip after another.
 * Screens loaded on demand keep their own chunks and import from these two.
 */
export function initialChunkGroups(entry = fileURLToPath(new URL('../src/main.tsx', import.meta.url))) {
  let pass: { context: ChunkingContext; ids: Set<string> } | null = null;
  const isInitial = (id: string, context: ChunkingContext) => {
    if (pass?.context !== context) pass = { context, ids: modulesOfFirstLoad(entry, context) };
    return pass.ids.has(id);
  };
  return {
    groups: [
      {
        name: (id: string, context: ChunkingContext) =>
          id.includes('/node_modules/') && isInitial(id, context) ? 'vendor' : null,
        priority: 2,
      },
      {
        name: (id: string, context: ChunkingContext) => (isInitial(id, context) ? 'app' : null),
        priority: 1,
      },
    ],
  };
}
