import { compileWithContract, rebase } from './contract-validator';
import { apiError } from './http-errors';
import { findOperation } from './response-contract';

/**
 * What every `/api` request must honour before a handler sees it, whoever sends it (the app, QA
 * over `npm run mock:server`, another client): a body that is JSON, not huge, and valid for the
 * operation's schema in the kind of each value; path ids of the declared type. A bad request gets the contract's error
 * body with a 4xx, never a 500 from a handler tripping on it.
 */

/** Far above any form the app sends; a request beyond it is refused before it is parsed. */
export const MAX_BODY_BYTES = 256 * 1024;

type Parameter = { in?: string; name?: string; schema?: { type?: string | string[] } };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> };
  responses?: Record<string, unknown>;
};

const bodyValidators = new Map<string, ReturnType<typeof compileWithContract>>();

function bodyValidator(key: string, schema: object) {
  let validate = bodyValidators.get(key);
  if (!validate) {
    validate = compileWithContract(rebase(schema) as object);
    bodyValidators.set(key, validate);
  }
  return validate;
}

function pathValues(template: string, pathname: string): Record<string, string> {
  const names = template.split('/');
  const values = pathname.replace(/^\/api/, '').split('/');
  const found: Record<string, string> = {};
  names.forEach((segment, index) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name) found[name] = decodeURIComponent(values[index] ?? '');
  });
  return found;
}

const isInteger = (schema: Parameter['schema']) =>
  schema?.type === 'integer' || (Array.isArray(schema?.type) && schema.type.includes('integer'));

/** Throws the 4xx answer for a request the contract refuses; returns when it may go on. */
export async function guardRequest(request: Request): Promise<void> {
  const found = findOperation(request.method, request.url);
  if (!found) return;
  const operation = found.operation as Operation;
  const declares = (status: string) => Boolean(operation.responses?.[status]);

  const values = pathValues(found.template, new URL(request.url).pathname);
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path' || !parameter.name || !isInteger(parameter.schema)) continue;
    if (!/^-?\d{1,15}$/.test(values[parameter.name] ?? '')) {
      throw apiError(declares('404') ? 404 : 400, 'No encontrado.');
    }
  }

  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return;
  const text = await request.clone().text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    throw apiError(400, 'La solicitud es demasiado grande.');
  }
  if (text.trim() === '') {
    if (operation.requestBody?.required) throw apiError(400, 'Falta el cuerpo de la solicitud.');
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, 'El cuerpo de la solicitud no es JSON válido.');
  }
  const validate = bodyValidator(`${request.method} ${found.template}`, schema);
  if (validate(body)) return;
  // Only a value of the wrong kind is refused here; missing fields, ranges and lengths are the
  // handlers' to refuse, with the specs' own Spanish messages.
  const wrongType = (validate.errors ?? []).find((error) => error.keyword === 'type');
  if (wrongType) throw apiError(400, wrongTypeMessage(wrongType.instancePath, wrongType.params));
}

const KINDS: Record<string, string> = {
  integer: 'un número entero',
  number: 'un número',
  string: 'un texto',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

function wrongTypeMessage(path: string, params: Record<string, unknown>): string {
  const types = ([] as unknown[])
    .concat(params.type ?? [])
    .map((type) => KINDS[String(type)] ?? String(type));
  const expected = types.join(' o ');
  const field = path.split('/').filter(Boolean).join('.');
  return field
    ? `Datos inválidos: «${field}» debe ser ${expected}.`
    : `Datos inválidos: la solicitud debe ser ${expected}.`;
}
