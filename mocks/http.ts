import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '#src/api/schema.gen';
import { auditedWrite } from './audit/record';
import { guardRequest } from './request-guard';

/**
 * Handlers typed by the contract: paths, params, query, bodies and each status's response body.
 * `*` matches any origin: the page's own in the browser, `http://localhost` in Node, the HTTP
 * mock server's host under `npm run mock:server`.
 */
const typed = createOpenApiHttp<paths>({ baseUrl: '*/api' });

type Resolver = (info: { request: Request }) => unknown;

/**
 * Every handler first lets the contract refuse a bad request (mocks/request-guard.ts); an admin's
 * write is then recorded in the audit log (mocks/audit/record.ts).
 */
function guarded<R>(resolver: R): R {
  const run = resolver as unknown as Resolver;
  return (async (info: { request: Request }) => {
    await guardRequest(info.request);
    return auditedWrite(info.request, () => run(info));
  }) as unknown as R;
}

export const http: typeof typed = {
  ...typed,
  get: (path, resolver, options) => typed.get(path, guarded(resolver), options),
  post: (path, resolver, options) => typed.post(path, guarded(resolver), options),
  put: (path, resolver, options) => typed.put(path, guarded(resolver), options),
  delete: (path, resolver, options) => typed.delete(path, guarded(resolver), options),
  patch: (path, resolver, options) => typed.patch(path, guarded(resolver), options),
};
