import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import contract from './contract.gen.json' with { type: 'json' };

/**
 * One Ajv instance over the whole contract, shared by the mock database (records validated on
 * create) and the contract tests (every mocked response validated against its schema).
 */
const CONTRACT_ID = 'contract';

// Built on the first compile (about 60 ms in a browser): a reload that restores a trusted
// snapshot and writes nothing never needs it.
let instance: Ajv2020 | undefined;
function ajv(): Ajv2020 {
  if (!instance) {
    // `validateSchema: false`: checking the contract against JSON Schema's meta-schema compiled
    // that meta-schema on every page load (about 80 ms of each mock-mode start, a third of the
    // contract's cost) and checked only the document's top level, which is OpenAPI, not a schema.
    // openapi.yaml is checked where it is written: `npm run lint:api` (Redocly) and api:check.
    instance = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, validateSchema: false });
    (addFormats as unknown as (a: Ajv2020) => void)(instance);
    instance.addSchema({ ...(contract as object), $id: CONTRACT_ID });
  }
  return instance;
}

const cache = new Map<string, ValidateFunction>();

/** Compiles (once) a validator for any JSON pointer into the contract, e.g. `#/components/schemas/Tag`. */
export function contractValidator(pointer: string): ValidateFunction {
  let validate = cache.get(pointer);
  if (!validate) {
    validate = ajv().compile({ $ref: `${CONTRACT_ID}${pointer}` });
    cache.set(pointer, validate);
  }
  return validate;
}

/** Compiles a schema that may `$ref` into the contract (`contract#/components/schemas/...`). */
export function compileWithContract(schema: object): ValidateFunction {
  return ajv().compile(schema);
}

let fingerprint: string | undefined;

/**
 * A short hash of the whole contract (FNV-1a over its JSON): what a saved mock database is stamped
 * with, so a snapshot written under another openapi.yaml is checked again when restored.
 */
export function contractFingerprint(): string {
  if (fingerprint === undefined) {
    const text = JSON.stringify(contract);
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    fingerprint = (hash >>> 0).toString(36);
  }
  return fingerprint;
}

export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
}

export const contractDocument = contract as unknown as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

/** Local `#/components/...` refs inside a copied schema must point back into the contract. */
export function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? CONTRACT_ID + value
        : rebase(value);
  }
  return copy;
}
