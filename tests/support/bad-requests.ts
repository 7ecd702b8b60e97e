import { expect } from 'vitest';
import { contractDocument } from '#mocks/contract-validator';
import type { PersonaKey } from '#mocks/personas';
import { MAX_BODY_BYTES } from '#src/domain/request-refusal';

/**
 * What a careless or hostile client sends to every operation of openapi.yaml: malformed JSON,
 * values of the wrong kind, missing fields, a huge body, ids that are not numbers and ids that do
 * not exist. The mocks (tests/contract/bad-requests.test.ts) and the server
 * (tests/conformance/bad-requests.test.ts) must refuse each with a 4xx and a message.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
};
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const schemas = contractDocument.components.schemas as Record<string, Schema>;

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]);
}

export const operations = Object.entries(contractDocument.paths).flatMap(([template, item]) =>
  METHODS.filter((method) => method in item).map((method) => {
    const operation = (item as Record<string, Operation>)[method]!;
    return { method: method.toUpperCase(), template, operationId: operation.operationId ?? '', operation };
  }),
);

export type Op = (typeof operations)[number];

/** One bad request: the path id (default an unknown one), the raw body and who sends it. */
export interface BadRequest {
  label: string;
  id?: string;
  body?: string;
  as?: PersonaKey;
  /** A body of wrong kinds: the message must name the field. */
  wrongKinds?: boolean;
}

export const jsonSchemaOf = (op: Op) =>
  resolve(op.operation.requestBody?.content?.['application/json']?.schema);
const integerIds = (op: Op) =>
  (op.operation.parameters ?? []).filter(
    (p) => p.in === 'path' && [resolve(p.schema)?.type].flat().includes('integer'),
  );

/** The operation's path under /api with every path parameter set to `id`. */
export function pathOf(op: Op, id = '999999'): string {
  return `/api${op.template.replace(/\{[^}]+\}/g, id)}`;
}

/** A value of another kind than the property's schema asks for. */
function wrongValueFor(schema: Schema | undefined): unknown {
  const types = [resolve(schema)?.type].flat();
  if (types.includes('string')) return types.includes('number') || types.includes('integer') ? {} : 12345;
  if (types.includes('integer') || types.includes('number')) return 'no es un número';
  if (types.includes('boolean')) return 'sí';
  if (types.includes('array')) return 'no es una lista';
  if (types.includes('object')) return 'no es un objeto';
  return undefined;
}

function wrongTypedBody(schema: Schema): Record<string, unknown> | null {
  const properties = Object.entries(schema.properties ?? {});
  const body: Record<string, unknown> = {};
  for (const [name, property] of properties) {
    // A property that also accepts null accepts anything falsy-typed here; skip unions with null.
    if ([resolve(property)?.type].flat().includes('null')) continue;
    const value = wrongValueFor(property);
    if (value !== undefined) body[name] = value;
  }
  return Object.keys(body).length > 0 ? body : null;
}

export const withBody = operations.filter((op) => jsonSchemaOf(op) !== undefined);
export const withIds = operations.filter((op) => integerIds(op).length > 0);

/** Malformed JSON, a huge body, a body that is not an object, values of the wrong kind. */
export function malformedBodies(op: Op): BadRequest[] {
  const wrong = wrongTypedBody(jsonSchemaOf(op)!);
  return [
    { label: 'malformed', body: '{"nombre": ', as: 'admin' },
    { label: 'huge', body: JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES + 1) }), as: 'admin' },
    { label: 'not an object', body: '"texto"', as: 'admin' },
    ...(wrong
      ? [{ label: 'wrong kinds', body: JSON.stringify(wrong), as: 'admin', wrongKinds: true } as const]
      : []),
  ];
}

/** An empty body, for a customer and an admin, when the operation requires fields. */
export function missingFields(op: Op): BadRequest[] {
  if ((jsonSchemaOf(op)!.required ?? []).length === 0) return [];
  return (['ana', 'admin'] as const).map((as) => ({ label: `empty as ${as}`, body: '{}', as }));
}

/** An id that is not a number and one that does not exist, for a customer and an admin. */
export function badIds(op: Op): BadRequest[] {
  const body = jsonSchemaOf(op) ? '{}' : undefined;
  return (['ana', 'admin'] as const).flatMap((as) => [
    { label: `'abc' as ${as}`, id: 'abc', body, as },
    { label: `unknown as ${as}`, id: '999999', body, as },
  ]);
}

export function expectRefused(
  label: string,
  answer: { status: number; message: unknown },
  request: BadRequest,
) {
  expect(answer.status, label).toBeGreaterThanOrEqual(400);
  expect(answer.status, label).toBeLessThan(500);
  expect(typeof answer.message, `${label}: the error body's message`).toBe('string');
  if (request.wrongKinds) expect(answer.message, label).toMatch(/^Datos inválidos: «.+» debe ser/);
}
