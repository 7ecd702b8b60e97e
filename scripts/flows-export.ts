// `npm run flows:export`: every registered machine as a Mermaid stateDiagram-v2 in docs/flows/,
// so a change to a machine shows up in review. tests/unit/flows-export.test.ts fails when stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineRegistry } from '#machines/registry';
import { flowDocs } from '#src/features/devtools/flows/flow-docs';

const dir = join(import.meta.dirname, '..', 'docs', 'flows');
mkdirSync(dir, { recursive: true });
const files = flowDocs(machineRegistry);
// A machine taken out of the registry takes its file with it.
for (const name of readdirSync(dir)) {
  if (name.endsWith('.md') && !files.has(name)) rmSync(join(dir, name));
}
for (const [name, text] of files) writeFileSync(join(dir, name), text);
console.log(`docs/flows: ${files.size - 1} machines`);
