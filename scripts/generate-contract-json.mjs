// Writes mocks/contract.gen.json: openapi.yaml as JSON, so the mock database (in the browser,
// in Node and under tsx) and the contract tests validate against the very same schemas.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

export function contractJson() {
  const spec = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
  return JSON.stringify(spec, null, 1) + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../mocks/contract.gen.json', import.meta.url), contractJson());
}
