import type { FastifySchemaCompiler } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { bodyRefusal, pathIdRefusal } from '#src/domain/request-refusal';
import { refusalError } from './api-error';
import { compilingOnce } from './compile-once';

/*
 * Requests are checked against the schemas fastify-openapi-glue takes from openapi.yaml; what is
 * refused, and in which words, is shared with the mocks' request guard
 * (src/domain/request-refusal.ts): a body value of the wrong kind, a path id that is not a number.
 */

function ajv(coerceTypes: boolean | 'array') {
  const instance = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: false });
  addFormats.default(instance);
  instance.addKeyword({ keyword: 'example' });
  return compilingOnce(instance);
}

// Bodies are JSON: a string is not a number there. Query and path values are text, coerced.
const bodyAjv = ajv(false);
const textAjv = ajv('array');

/** Operations whose contract declares a 404: a bad path id answers 404 there, 400 elsewhere. */
export interface ValidationContext {
  declares404(method: string, url: string): boolean;
}

function isUpload(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, { format?: string }> }).properties ?? {};
  return Object.values(properties).some((property) => property?.format === 'binary');
}

export function validatorCompiler(context: ValidationContext): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart, method, url }) => {
    if (httpPart === 'body') {
      // A multipart body (an upload: a `format: binary` part) is read as a stream by its handler,
      // which checks it with the shared upload rule (server/files/upload.ts); nothing is parsed here.
      if (isUpload(schema)) return (data) => ({ value: data });
      const validate = bodyAjv.compile(schema as object);
      return (data) => {
        if (validate(data)) return { value: data };
        const refusal = bodyRefusal(validate.errors);
        return refusal ? { error: refusalError(refusal) } : { value: data };
      };
    }
    const validate = textAjv.compile(schema as object);
    if (httpPart === 'params') {
      const refusal = refusalError(pathIdRefusal(context.declares404(method, url)));
      return (data) => (validate(data) ? { value: data } : { error: refusal });
    }
    // Query strings: the handlers check their filters with their own messages (as the mocks do).
    return (data) => {
      validate(data);
      return { value: data };
    };
  };
}
