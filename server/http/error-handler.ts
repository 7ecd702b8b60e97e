import type { FastifyError, FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from '#src/domain/request-refusal';
import { ApiError } from './api-error';

// Fastify's parser errors, answered as the mocks' request guard answers them.
const MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [400, REQUEST_MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, REQUEST_MESSAGES.notJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, REQUEST_MESSAGES.bodyMissing],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, REQUEST_MESSAGES.notJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, REQUEST_MESSAGES.notJson],
};

/** The first ApiError inside an error: the glue wraps a refused bearer token in its own SecurityError. */
function apiErrorIn(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const inner = (error as { errors?: unknown[]; validation?: unknown }).errors;
  return Array.isArray(inner) ? inner.find((item): item is ApiError => item instanceof ApiError) : undefined;
}

/**
 * One error handler: the contract's `{ message, code? }` body in Spanish. A 5xx is logged with the
 * request and answered with a fixed message, never its internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = apiErrorIn(error) ?? apiErrorIn((error as { cause?: unknown }).cause);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'server error');
      return reply.status(known.statusCode).send({ message: known.message, ...known.extra });
    }
    // Only registered in tests (@fastify/response-validation): say which answer left the contract.
    if (error.code === 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') {
      return reply.status(500).send({ message: `Respuesta fuera del contrato: ${error.message}` });
    }
    const mapped = error.code ? MESSAGES[error.code] : undefined;
    if (mapped) return reply.status(mapped[0]).send({ message: mapped[1] });
    if (error.validation) {
      return reply.status(400).send({ message: 'Datos inválidos.' });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(400).send({ message: 'La solicitud no es válida.' });
    }
    request.log.error({ err: error }, 'server error');
    return reply.status(500).send({ message: 'Algo salió mal en el servidor. Intenta de nuevo.' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: REQUEST_MESSAGES.notFound }));
}
