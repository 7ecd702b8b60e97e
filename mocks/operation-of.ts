import { contractDocument } from './contract-validator';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The contract's operations as (method, path pattern) in openapi.yaml's order, where concrete
 * paths come before their templated siblings: the first match is the operation MSW routed to.
 */
const ROUTES = Object.entries(contractDocument.paths).flatMap(([path, item]) => {
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return METHODS.flatMap((method) => {
    const operationId = (item as Record<string, { operationId?: string } | undefined>)[method]?.operationId;
    return operationId ? [{ method: method.toUpperCase(), pattern, operationId }] : [];
  });
});

/** The operationId of a request to the mocks' /api, as the server's router knows it. */
export function operationOf(request: Request): string | undefined {
  const { pathname } = new URL(request.url);
  const path = pathname.slice(pathname.indexOf('/api/') + '/api'.length);
  return ROUTES.find((route) => route.method === request.method && route.pattern.test(path))?.operationId;
}
