// Fails when src/api/schema.gen.ts or mocks/contract.gen.json no longer match openapi.yaml.
// Fix with `npm run generate`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractJson } from './generate-contract-json.mjs';

const dir = mkdtempSync(join(tmpdir(), 'api-check-'));
const fresh = join(dir, 'schema.gen.ts');
execFileSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', fresh], { stdio: 'ignore' });
execFileSync('npx', ['prettier', '--write', fresh, '--log-level', 'warn', '--config', '.prettierrc.json'], {
  stdio: 'inherit',
});

const stale = [];
if (readFileSync(fresh, 'utf8') !== readFileSync('src/api/schema.gen.ts', 'utf8'))
  stale.push('src/api/schema.gen.ts');
if (contractJson() !== readFileSync('mocks/contract.gen.json', 'utf8')) stale.push('mocks/contract.gen.json');

if (stale.length > 0) {
  console.error(
    `Stale generated files: ${stale.join(', ')}. Run \`npm run generate\` and commit the result.`,
  );
  process.exit(1);
}
console.log('api:check: generated types and contract JSON match openapi.yaml');
