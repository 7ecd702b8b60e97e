import { describe, expect, it } from 'vitest';
import {
  type ChunkingContext,
  initialChunkGroups,
  modulesOfFirstLoad,
  modulesReached,
  routePreloads,
} from '#scripts/initial-chunks';

// A module graph as rolldown's chunking sees it: each module's code and, in statement order, the
// modules its import and export statements name.
const NM = '/app/node_modules';
const graph: Record<string, { code: string; importedIds: string[] }> = {
  '/app/src/main.tsx': {
    code: `import { Button, Dialog } from "@ui/kit";\nimport "./styles";\nconst lazy = () => import("./admin");\nexport const x = Button;`,
    importedIds: [`${NM}/@ui/kit/index.js`, '/app/src/styles.ts'],
  },
  '/app/src/styles.ts': { code: 'export const s = 1;', importedIds: [] },
  // The package's barrel: every component any screen uses, lazy ones included.
  [`${NM}/@ui/kit/index.js`]: {
    code: `"use strict";\nexport { Button } from './button.js';\nimport * as dialog from './dialog/index.js';\nexport { dialog as Dialog };\nexport { Menu } from './menu.js';\nexport * from './more.js';`,
    importedIds: [
      `${NM}/@ui/kit/button.js`,
      `${NM}/@ui/kit/dialog/index.js`,
      `${NM}/@ui/kit/menu.js`,
      `${NM}/@ui/kit/more.js`,
    ],
  },
  [`${NM}/@ui/kit/button.js`]: {
    code: 'export const Button = () => null;',
    importedIds: [`${NM}/@ui/kit/recipe.js`],
  },
  [`${NM}/@ui/kit/recipe.js`]: { code: 'export const recipe = {};', importedIds: [] },
  [`${NM}/@ui/kit/dialog/index.js`]: {
    code: `export { Root } from './root.js';\nexport { Title } from './title.js';`,
    importedIds: [`${NM}/@ui/kit/dialog/root.js`, `${NM}/@ui/kit/dialog/title.js`],
  },
  [`${NM}/@ui/kit/dialog/root.js`]: { code: 'export const Root = 1;', importedIds: [] },
  [`${NM}/@ui/kit/dialog/title.js`]: { code: 'export const Title = 1;', importedIds: [] },
  [`${NM}/@ui/kit/menu.js`]: { code: 'export const Menu = 1;', importedIds: [`${NM}/popper/index.js`] },
  [`${NM}/popper/index.js`]: { code: 'export const place = 1;', importedIds: [] },
  [`${NM}/@ui/kit/more.js`]: { code: 'export const Table = 1;', importedIds: [] },
  '/app/src/admin.tsx': { code: 'import { Menu } from "@ui/kit";', importedIds: [`${NM}/@ui/kit/index.js`] },
};
const context: ChunkingContext = { getModuleInfo: (id) => graph[id] ?? null };

type Group = ReturnType<typeof initialChunkGroups>['groups'][number];

/** The group rolldown would put a module in: the highest priority whose name claims it. */
const groupOf = (groups: Group[], id: string) =>
  [...groups]
    .sort((a, b) => b.priority - a.priority)
    .find((group) => group.name(id, context))
    ?.name(id, context) ?? null;

describe('the modules of the first load', () => {
  const reached = modulesOfFirstLoad('/app/src/main.tsx', context);

  it('follows a barrel only into what the entry imports through it, with what those import', () => {
    expect([...reached].sort()).toEqual(
      [
        '/app/src/main.tsx',
        '/app/src/styles.ts',
        `${NM}/@ui/kit/index.js`,
        `${NM}/@ui/kit/button.js`,
        `${NM}/@ui/kit/recipe.js`,
        // A namespace export brings all of it.
        `${NM}/@ui/kit/dialog/index.js`,
        `${NM}/@ui/kit/dialog/root.js`,
        `${NM}/@ui/kit/dialog/title.js`,
      ].sort(),
    );
  });

  it('leaves out what only a lazy screen uses, and dynamic imports', () => {
    expect(reached.has(`${NM}/@ui/kit/menu.js`)).toBe(false);
    expect(reached.has(`${NM}/popper/index.js`)).toBe(false);
    expect(reached.has(`${NM}/@ui/kit/more.js`)).toBe(false);
    expect(reached.has('/app/src/admin.tsx')).toBe(false);
  });

  it('puts packages in vendor and our code in app, and leaves the rest to rolldown', () => {
    const { groups } = initialChunkGroups({ entry: '/app/src/main.tsx' });
    expect(groupOf(groups, `${NM}/@ui/kit/button.js`)).toBe('vendor');
    expect(groupOf(groups, '/app/src/styles.ts')).toBe('app');
    expect(groupOf(groups, `${NM}/@ui/kit/menu.js`)).toBeNull();
    expect(groupOf(groups, '/app/src/admin.tsx')).toBeNull();
  });

  it('gives a landing screen one chunk of what it adds to the first load', () => {
    const { groups } = initialChunkGroups({
      entry: '/app/src/main.tsx',
      bundles: [{ name: 'admin', root: '/app/src/admin.tsx' }],
    });
    expect(groupOf(groups, '/app/src/admin.tsx')).toBe('admin');
    expect(groupOf(groups, `${NM}/@ui/kit/menu.js`)).toBe('admin');
    expect(groupOf(groups, `${NM}/popper/index.js`)).toBe('admin');
    // Already in the first load: stays there.
    expect(groupOf(groups, `${NM}/@ui/kit/button.js`)).toBe('vendor');
    expect(groupOf(groups, `${NM}/@ui/kit/more.js`)).toBeNull();
  });

  it('puts what two addresses’ screens share in the first load, so neither fetches the other’s chunk', () => {
    const pages: ChunkingContext = {
      getModuleInfo: (id) =>
        ({
          '/app/src/landing.tsx': {
            code: '',
            importedIds: ['/app/src/load-states.tsx', `${NM}/popper/index.js`],
          },
          '/app/src/calendar.tsx': {
            code: '',
            importedIds: ['/app/src/load-states.tsx', `${NM}/popper/index.js`, '/app/src/admin.tsx'],
          },
          '/app/src/load-states.tsx': { code: '', importedIds: [] },
        })[id] ??
        graph[id] ??
        null,
    };
    const { groups } = initialChunkGroups({
      entry: '/app/src/main.tsx',
      bundles: [
        { name: 'landing', root: '/app/src/landing.tsx', path: '/' },
        { name: 'calendar', root: '/app/src/calendar.tsx', path: '/calendario' },
      ],
    });
    const groupIn = (id: string) =>
      [...groups]
        .sort((a, b) => b.priority - a.priority)
        .find((group) => group.name(id, pages))
        ?.name(id, pages);
    expect(groupIn('/app/src/load-states.tsx')).toBe('app');
    expect(groupIn(`${NM}/popper/index.js`)).toBe('vendor');
    // What only one of them reaches stays in its own chunk.
    expect(groupIn('/app/src/landing.tsx')).toBe('landing');
    expect(groupIn('/app/src/admin.tsx')).toBe('calendar');
  });

  it('fails the build when a bundle’s root is not a module of it (a renamed screen)', () => {
    const { groups } = initialChunkGroups({
      entry: '/app/src/main.tsx',
      bundles: [{ name: 'gone', root: '/app/src/renamed.tsx' }],
    });
    expect(() => groups[0]?.name('/app/src/main.tsx', context)).toThrow(/renamed\.tsx is not a module/);
  });

  it('follows a bundle’s lazy parts only as deep as asked', () => {
    const entryWithLazyAdmin = {
      ...graph['/app/src/main.tsx']!,
      dynamicallyImportedIds: ['/app/src/admin.tsx'],
    };
    const lazyContext: ChunkingContext = {
      getModuleInfo: (id) => (id === '/app/src/main.tsx' ? entryWithLazyAdmin : (graph[id] ?? null)),
    };
    expect(modulesOfFirstLoad('/app/src/main.tsx', lazyContext).has('/app/src/admin.tsx')).toBe(false);
    expect(modulesReached('/app/src/main.tsx', lazyContext, 1).has(`${NM}/@ui/kit/menu.js`)).toBe(true);
    // A lazy part left to its own chunk: neither it nor what only it reaches joins the bundle.
    const withOwnChunk = modulesReached('/app/src/main.tsx', lazyContext, 1, ['/app/src/admin.tsx']);
    expect(withOwnChunk.has('/app/src/admin.tsx')).toBe(false);
    expect(withOwnChunk.has(`${NM}/@ui/kit/menu.js`)).toBe(false);
    expect(() => modulesReached('/app/src/main.tsx', lazyContext, 1, ['/app/src/renamed.tsx'])).toThrow(
      /renamed\.tsx is not a module/,
    );
  });
});

describe('the screen code the live loader preloads', () => {
  const output = {
    'assets/index-1.js': {
      type: 'chunk' as const,
      name: 'index',
      fileName: 'assets/index-1.js',
      imports: ['assets/app-1.js'],
    },
    'assets/app-1.js': {
      type: 'chunk' as const,
      name: 'app',
      fileName: 'assets/app-1.js',
      imports: [],
      viteMetadata: { importedCss: new Set(['assets/app-1.css']) },
    },
    'assets/landing-1.js': {
      type: 'chunk' as const,
      name: 'landing',
      fileName: 'assets/landing-1.js',
      imports: ['assets/app-1.js'],
      viteMetadata: { importedCss: new Set(['assets/landing-1.css']) },
    },
    'assets/calendar-1.js': {
      type: 'chunk' as const,
      name: 'calendar',
      fileName: 'assets/calendar-1.js',
      imports: ['assets/landing-1.js', 'assets/app-1.js'],
      viteMetadata: { importedCss: new Set(['assets/calendar-1.css']) },
    },
    'assets/calendar-1.css': { type: 'asset' as const, name: 'calendar', fileName: 'assets/calendar-1.css' },
  };

  it('names, by address, its chunk, the chunks it imports and their CSS, without what index.html loads', () => {
    const preloads = routePreloads(
      output,
      [
        { name: 'landing', root: 'src/landing.tsx', path: '/' },
        { name: 'calendar', root: 'src/calendar.tsx', path: '/calendario' },
        { name: 'shared', root: 'src/shared.tsx' },
      ],
      new Set(['/assets/index-1.js', '/assets/app-1.js', '/assets/app-1.css']),
    );
    expect(preloads).toEqual({
      '/': ['/assets/landing-1.js', '/assets/landing-1.css'],
      '/calendario': [
        '/assets/calendar-1.js',
        '/assets/calendar-1.css',
        '/assets/landing-1.js',
        '/assets/landing-1.css',
      ],
    });
  });
});
