/*
 * What both backends refuse in a request before any handler, in the same Spanish words: the
 * mocks' request guard (mocks/request-guard.ts) and the server's validation from openapi.yaml
 * (server/http/request-validation.ts, error-handler.ts). Only what the contract's schemas cannot
 * say by themselves lives here: the body's size, a body that is missing or not JSON, which schema
 * error is refused (a value of the wrong kind; missing fields, ranges and lengths are the
 * handlers', with the specs' own messages) and how, and a path id that is not a number.
 */
import { refuse, type Refusal } from './booking/refusal';

/** Far above any form the app sends; a request beyond it is refused before it is parsed. */
export const MAX_BODY_BYTES = 256 * 1024;

export const REQUEST_MESSAGES = {
  tooLarge: 'La solicitud es demasiado grande.',
  notJson: 'El cuerpo de la solicitud no es JSON válido.',
  bodyMissing: 'Falta el cuerpo de la solicitud.',
  notFound: 'No encontrado.',
} as const;

const KINDS: Record<string, string> = {
  integer: 'un número entero',
  number: 'un número',
  string: 'un texto',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

/** A JSON Schema validator's error (Ajv's shape, which both sides use). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

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

/** The refusal for a body its schema rejected: only a value of the wrong kind; null lets it on. */
export function bodyRefusal(errors: readonly SchemaError[] | null | undefined): Refusal | null {
  const wrongType = (errors ?? []).find((error) => error.keyword === 'type');
  return wrongType ? refuse(400, wrongTypeMessage(wrongType.instancePath, wrongType.params)).refusal : null;
}

/** A path id that is not a number: 404 where the operation declares one, 400 otherwise. */
export function pathIdRefusal(declares404: boolean): Refusal {
  return refuse(declares404 ? 404 : 400, REQUEST_MESSAGES.notFound).refusal;
}
