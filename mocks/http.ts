import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '#src/api/schema.gen';

/**
 * Handlers typed by the contract: paths, params, query, bodies and each status's response body.
 * `*` matches any origin: the page's own in the browser, `http://localhost` in Node, the HTTP
 * mock server's host under `npm run mock:server`.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });
