import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { compileWithContract, contractDocument, describeErrors, rebase } from './contract-validator';

/*
 * Compiling a collection's validator costs tens of milliseconds; there are thirty collections and
 * every app start (each e2e test, each unit test file) built them all before its first screen. They
 * are compiled on first use instead, and what our own code writes on every start is written
 * unchecked: the seed (tests/unit/seed-contract.test.ts seeds with the checks on, so a seed that
 * breaks openapi.yaml still fails a test), and a browser's saved snapshot that these very mocks
 * wrote under the same contract (mocks/persistence.ts; its records were checked when first
 * written). Everything else (handlers, a snapshot from another contract) is checked.
 */
let seeding = false;
let checkSeeds = false;

/** Runs the seed, or a trusted restore, with record checks off (unless `checkSeedRecords(true)`), see above. */
export async function writingSeed<T>(run: () => Promise<T>): Promise<T> {
  seeding = true;
  try {
    return await run();
  } finally {
    seeding = false;
  }
}

/** For the test that proves the seed honours the contract. */
export function checkSeedRecords(on: boolean): void {
  checkSeeds = on;
}

function lazyValidator(schema: () => object): () => ValidateFunction {
  let validate: ValidateFunction | undefined;
  return () => (validate ??= compileWithContract(schema()));
}

const unchecked = () => seeding && !checkSeeds;

interface RecordSchemaOptions {
  /** Nested relations the database keeps as ids instead (e.g. a class's `location`). */
  omit?: readonly string[];
  /** Storage-only fields, as JSON Schema, e.g. `{ instructor_ids: { type: 'array', ... } }`. */
  extra?: Record<string, object>;
  extraRequired?: readonly string[];
}

/**
 * A Standard Schema (what `@msw/data` collections take) built from a component of openapi.yaml,
 * so every record the mock backend creates is checked against the contract itself.
 */
export function recordSchema<T extends object>(
  component: string,
  options: RecordSchemaOptions = {},
): StandardSchemaV1<T, T> {
  const source = contractDocument.components.schemas[component];
  if (!source) throw new Error(`openapi.yaml has no components.schemas.${component}`);
  const omit = new Set(options.omit ?? []);
  const validator = lazyValidator(() => {
    const properties: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(source.properties ?? {})) {
      if (!omit.has(name)) properties[name] = rebase(schema);
    }
    return {
      ...(rebase(source) as object),
      properties: { ...properties, ...options.extra },
      required: [
        ...(source.required ?? []).filter((name) => !omit.has(name)),
        ...(options.extraRequired ?? []),
      ],
    };
  });
  return {
    '~standard': {
      version: 1,
      vendor: 'openapi.yaml',
      validate(value) {
        if (unchecked()) return { value: value as T };
        const validate = validator();
        if (validate(value)) return { value: value as T };
        return { issues: [{ message: `${component}: ${describeErrors(validate)}` }] };
      },
    },
  };
}

/** For storage-only collections (no contract component): a plain JSON Schema, same checks. */
export function storageSchema<T extends object>(name: string, schema: object): StandardSchemaV1<T, T> {
  const validator = lazyValidator(() => schema);
  return {
    '~standard': {
      version: 1,
      vendor: 'mocks',
      validate(value) {
        if (unchecked()) return { value: value as T };
        const validate = validator();
        if (validate(value)) return { value: value as T };
        return { issues: [{ message: `${name}: ${describeErrors(validate)}` }] };
      },
    },
  };
}
