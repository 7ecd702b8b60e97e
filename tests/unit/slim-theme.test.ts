import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toAppConfig } from '#src/config/app-config';
import { createStudioSystem } from '#src/config/theme';
import { themeCss } from '#scripts/theme-css';

/**
 * The slim theme (decision 030) carries only the recipes of the Chakra components the app uses.
 * A component whose recipe is missing renders unstyled without any error, so this guard reads
 * every import from '@chakra-ui/react' in src/ and fails when a component is used whose recipe
 * the studio's system lacks, or when a component is not in this table yet.
 */
const RECIPES_OF: Record<string, readonly string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button', 'spinner'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  // A plain flex container that groups the checkboxes; each one brings its own recipe.
  CheckboxGroup: [],
  CloseButton: ['button'],
  Code: ['code'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  InputAddon: ['inputAddon'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  QrCode: ['qrCode'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Tag: ['tag'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
};

/** Layout primitives, helpers and hooks: no recipe. */
const WITHOUT_RECIPE = new Set([
  'AspectRatio',
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'Image',
  'LinkBox',
  'LinkOverlay',
  'Portal',
  'SimpleGrid',
  'Spacer',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defineConfig',
  'useBreakpointValue',
]);

/** They bring Chakra's whole default theme back into the bundle. */
const FORBIDDEN = new Set(['defaultSystem', 'defaultConfig']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every value imported from '@chakra-ui/react' in src/, with a file that imports it. */
function chakraImports(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) used.set(name, file);
      }
    }
  }
  return used;
}

describe('the slim Chakra theme', () => {
  const system = createStudioSystem(toAppConfig([]));
  const used = chakraImports();

  it('finds the app’s Chakra imports', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.size).toBeGreaterThan(20);
  });

  it('has the recipe of every Chakra component the app uses', () => {
    const problems: string[] = [];
    for (const [name, file] of used) {
      if (FORBIDDEN.has(name)) problems.push(`${file}: ${name} brings the whole default theme back`);
      else if (RECIPES_OF[name]) {
        for (const key of RECIPES_OF[name])
          if (!system.isRecipe(key) && !system.isSlotRecipe(key))
            problems.push(`${file}: ${name} needs the '${key}' recipe: add it to src/config/theme-base.ts`);
      } else if (!WITHOUT_RECIPE.has(name))
        problems.push(`${file}: ${name} is not in this test's table: add it with the recipes it uses`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves out the recipes of components the app does not use', () => {
    expect(system.isSlotRecipe('datePicker')).toBe(false);
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
  });

  it('lists for text only fonts some device has, the emoji left to its fallback (decision 100)', () => {
    const css = themeCss();
    const lists = [...css.matchAll(/--chakra-fonts-(body|heading):([^;]+);/g)].map((match) => match[2]);
    expect(lists).toEqual([
      '-apple-system,BlinkMacSystemFont,"Segoe UI",Arial,sans-serif',
      '-apple-system,BlinkMacSystemFont,"Segoe UI",Arial,sans-serif',
    ]);
  });
});
