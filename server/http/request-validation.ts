import type { FastifySchemaCompiler } from 'fastify';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { apiError } from './api-error';

/*
 * Requests are checked against the schemas fastify-openapi-glue takes from openapi.yaml, refusing
 * what the mocks' request guard refuses (mocks/request-guard.ts) with the same Spanish messages:
 * a body value of the wrong kind, a path id that is not a number. Missing fields, ranges and
 * lengths are left to the handlers, which answer them with the specs' own messages, as the mocks do.
 */

function ajv(coerceTypes: boolean | 'array') {
  const instance = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: false });
  addFormats.default(instance);
  instance.addKeyword({ keyword: 'example' });
  return instance;
}

// Bodies are JSON: a string is not a number there. Query and path values are text, coerced.
const bodyAjv = ajv(false);
const textAjv = ajv('array');

const KINDS: Record<string, string> = {
  integer: 'un número entero',
  number: 'un número',
  string: 'un texto',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

export function wrongTypeMessage(path: string, params: Record<string, unknown>): string {
  const types = ([] as unknown[])
    .concat(params.type ?? [])
    .map((type) => KINDS[String(type)] ?? String(type));
  const expected = types.join(' o ');
  const field = path.split('/').filter(Boolean).join('.');
  return field
    ? `Datos inválidos: «${field}» debe ser ${expected}.`
    : `Datos inválidos: la solicitud debe ser ${expected}.`;
}

/** Operations whose contract declares a 404: a bad path id answers 404 there, 400 elsewhere. */
export interface ValidationContext {
  declares404(method: string, url: string): boolean;
}

export function validatorCompiler(context: ValidationContext): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart, method, url }) => {
    if (httpPart === 'body') {
      const validate = bodyAjv.compile(schema as object);
      return (data) => {
        if (validate(data)) return { value: data };
        const wrongType = (validate.errors ?? []).find((error: ErrorObject) => error.keyword === 'type');
        if (!wrongType) return { value: data };
        return { error: apiError(400, wrongTypeMessage(wrongType.instancePath, wrongType.params)) };
      };
    }
    const validate = textAjv.compile(schema as object);
    if (httpPart === 'params') {
      const status = context.declares404(method, url) ? 404 : 400;
      return (data) => (validate(data) ? { value: data } : { error: apiError(status, 'No encontrado.') });
    }
    // Query strings: the handlers check their filters with their own messages (as the mocks do).
    return (data) => {
      validate(data);
      return { value: data };
    };
  };
}
