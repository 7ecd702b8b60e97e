// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { mockNow } from '#mocks/clock';
import { contractDocument } from '#mocks/contract-validator';
import { mintIdToken } from '#mocks/identity-token';
import { personas, type PersonaKey } from '#mocks/personas';
import { MAX_BODY_BYTES } from '#mocks/request-guard';

/**
 * Every operation of openapi.yaml, sent what a careless or hostile client sends: malformed JSON,
 * values of the wrong kind, missing fields, a huge body, ids that are not numbers and ids that
 * do not exist. Each answer must be a 4xx with the contract's error body: never a 500, never a
 * success. (The suite's setup also checks every answer against the contract.)
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const schemas = contractDocument.components.schemas as Record<string, Schema>;

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]);
}

const operations = Object.entries(contractDocument.paths).flatMap(([template, item]) =>
  METHODS.filter((method) => method in item).map((method) => ({
    method: method.toUpperCase(),
    template,
    operation: (item as Record<string, Operation>)[method]!,
  })),
);

type Op = (typeof operations)[number];

const jsonSchemaOf = (op: Op) => resolve(op.operation.requestBody?.content?.['application/json']?.schema);
const integerIds = (op: Op) =>
  (op.operation.parameters ?? []).filter(
    (p) => p.in === 'path' && [resolve(p.schema)?.type].flat().includes('integer'),
  );

function pathOf(op: Op, id: string): string {
  return `/api${op.template.replace(/\{[^}]+\}/g, id)}`;
}

function tokenOf(key: PersonaKey): string {
  const persona = personas[key];
  return mintIdToken({ uid: persona.uid, email: persona.email, now: mockNow() });
}

async function send(op: Op, options: { id?: string; body?: string; as?: PersonaKey } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.as) headers.Authorization = `Bearer ${tokenOf(options.as)}`;
  const response = await fetch(`http://localhost${pathOf(op, options.id ?? '999999')}`, {
    method: op.method,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { status: response.status, message: body?.message };
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

const tally = { operations: operations.length, requests: 0 };
const count = <T>(result: T) => {
  tally.requests += 1;
  return result;
};

function expectRefused(label: string, answer: { status: number; message: unknown }) {
  expect(answer.status, label).toBeGreaterThanOrEqual(400);
  expect(answer.status, label).toBeLessThan(500);
  expect(typeof answer.message, `${label}: the error body's message`).toBe('string');
}

const withBody = operations.filter((op) => jsonSchemaOf(op) !== undefined);
const withIds = operations.filter((op) => integerIds(op).length > 0);

describe('bad requests to every operation of the contract', () => {
  afterAll(() => {
    console.info(
      `bad requests: ${tally.requests} requests over ${tally.operations} operations ` +
        `(${withBody.length} with a JSON body, ${withIds.length} with ids in the path)`,
    );
  });

  it.each(withBody.map((op) => [`${op.method} ${op.template}`, op] as const))(
    '%s refuses malformed JSON, a huge body and values of the wrong kind',
    async (label, op) => {
      expectRefused(`${label} malformed`, count(await send(op, { body: '{"nombre": ', as: 'admin' })));
      const huge = JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES + 1) });
      expectRefused(`${label} huge`, count(await send(op, { body: huge, as: 'admin' })));
      expectRefused(`${label} not an object`, count(await send(op, { body: '"texto"', as: 'admin' })));
      const wrong = wrongTypedBody(jsonSchemaOf(op)!);
      if (wrong) {
        const answer = count(await send(op, { body: JSON.stringify(wrong), as: 'admin' }));
        expectRefused(`${label} wrong kinds`, answer);
        expect(answer.message).toMatch(/^Datos inválidos: «.+» debe ser/);
      }
    },
  );

  it.each(withBody.map((op) => [`${op.method} ${op.template}`, op] as const))(
    '%s refuses a body without its required fields, for a customer and an admin',
    async (label, op) => {
      const schema = jsonSchemaOf(op)!;
      if ((schema.required ?? []).length === 0) return;
      for (const as of ['ana', 'admin'] as const) {
        expectRefused(`${label} empty as ${as}`, count(await send(op, { body: '{}', as })));
      }
    },
  );

  it.each(withIds.map((op) => [`${op.method} ${op.template}`, op] as const))(
    '%s refuses an id that is not a number and one that does not exist',
    async (label, op) => {
      const body = jsonSchemaOf(op) ? '{}' : undefined;
      for (const as of ['ana', 'admin'] as const) {
        expectRefused(`${label} 'abc' as ${as}`, count(await send(op, { id: 'abc', body, as })));
        expectRefused(`${label} unknown as ${as}`, count(await send(op, { id: '999999', body, as })));
      }
    },
  );
});
