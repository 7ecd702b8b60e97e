import type { StandardSchemaV1 } from '@standard-schema/spec';
import { compileWithContract, contractDocument, describeErrors, rebase } from './contract-validator';

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
  const properties: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(source.properties ?? {})) {
    if (!omit.has(name)) properties[name] = rebase(schema);
  }
  const schema = {
    ...(rebase(source) as object),
    properties: { ...properties, ...options.extra },
    required: [
      ...(source.required ?? []).filter((name) => !omit.has(name)),
      ...(options.extraRequired ?? []),
    ],
  };
  const validate = compileWithContract(schema);
  return {
    '~standard': {
      version: 1,
      vendor: 'openapi.yaml',
      validate(value) {
        if (validate(value)) return { value: value as T };
        return { issues: [{ message: `${component}: ${describeErrors(validate)}` }] };
      },
    },
  };
}

/** For storage-only collections (no contract component): a plain JSON Schema, same checks. */
export function storageSchema<T extends object>(name: string, schema: object): StandardSchemaV1<T, T> {
  const validate = compileWithContract(schema);
  return {
    '~standard': {
      version: 1,
      vendor: 'mocks',
      validate(value) {
        if (validate(value)) return { value: value as T };
        return { issues: [{ message: `${name}: ${describeErrors(validate)}` }] };
      },
    },
  };
}
