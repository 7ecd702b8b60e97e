import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS } from '#tests/setup/isolated-tests';

const SUITE_FOLDERS = [
  'tests/unit',
  'tests/contract',
  'tests/machines',
  'tests/components',
  'tests/identity',
];

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the unit suite’s shared workers (decision 062)', () => {
  it('keeps every file that replaces a module with vi.mock in a worker of its own, and only those', () => {
    const mocking = SUITE_FOLDERS.flatMap(testFiles)
      .filter((path) => /\bvi\.mock\(/.test(readFileSync(path, 'utf8')))
      .sort();
    expect([...ISOLATED_TESTS].sort()).toEqual(mocking);
  });
});
