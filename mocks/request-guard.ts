import { compileWithContract, rebase } from './contract-validator';
import { apiError, refusalError } from './http-errors';
import { findOperation } from './response-contract';
import { bodyRefusal, MAX_BODY_BYTES, pathIdRefusal, REQUEST_MESSAGES } from '#src/domain/request-refusal';

/**
 * What every `/api` request must honour before a handler sees it, whoever sends it (the app, QA
 * over `npm run mock:server`, another client): a body that is JSON, not huge, and valid for the
 * operation's schema in the kind of each value; path ids of the declared type. A bad request gets the contract's error
 * body with a 4xx, never a 500 from a handler tripping on it. What is refused and in which words
 * is shared with the server (src/domain/request-refusal.ts).
 */

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
      throw refusalError(pathIdRefusal(declares('404')));
    }
  }

  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return;
  const text = await request.clone().text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    throw apiError(400, REQUEST_MESSAGES.tooLarge);
  }
  if (text.trim() === '') {
    if (operation.requestBody?.required) throw apiError(400, REQUEST_MESSAGES.bodyMissing);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, REQUEST_MESSAGES.notJson);
  }
  const validate = bodyValidator(`${request.method} ${found.template}`, schema);
  if (validate(body)) return;
  const refusal = bodyRefusal(validate.errors);
  if (refusal) throw refusalError(refusal);
}
