import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '#machines/registry';
import { flowDocs } from '#src/features/devtools/flows/flow-docs';

const dir = join(import.meta.dirname, '..', '..', 'docs', 'flows');
const STALE = 'docs/flows is stale: run `npm run flows:export` and commit the result';

describe('docs/flows matches a fresh `npm run flows:export`', () => {
  const fresh = flowDocs(machineRegistry);

  it('has exactly the exported files', () => {
    const onDisk = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
    expect(onDisk.sort(), STALE).toEqual([...fresh.keys()].sort());
  });

  it.each([...fresh.keys()])('%s is up to date', (name) => {
    const path = join(dir, name);
    expect(existsSync(path), `${STALE} (${name} is missing)`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${STALE} (${name} differs)`).toBe(fresh.get(name));
  });

  it('writes one Mermaid stateDiagram-v2 block under a one-line header per machine', () => {
    const reserve = fresh.get('reserve.md') ?? '';
    expect(reserve.split('\n')[0]).toMatch(/^# Reservar una clase/);
    expect(reserve).toContain('```mermaid\nstateDiagram-v2\n');
    expect(reserve).toContain('idle --> login : reserve.start [isVisitor]');
    expect(reserve).toContain('resuming --> checking : after resumeAfterLogin 1000ms');
    expect(fresh.get('README.md')).toContain('[Reservar una clase](reserve.md)');
  });
});
