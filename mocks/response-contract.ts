import { compileWithContract, contractDocument, describeErrors, rebase } from './contract-validator';

/**
 * Checks a mocked answer against the contract: the operation exists, declares that status, and
 * the JSON body validates against that status's schema. Used by the test suite on every
 * response the handlers give.
 */
type Operation = { responses?: Record<string, ResponseObject> };
type ResponseObject = { $ref?: string; content?: Record<string, { schema?: object }> };

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);
const API_PREFIX = '/api';

const routes = Object.entries(contractDocument.paths).map(([template, item]) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^/]+\}/g, '[^/]+')}$`),
  item: item as Record<string, Operation>,
}));

export function findOperation(
  method: string,
  url: string,
): { template: string; operation: Operation } | undefined {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith(API_PREFIX)) return undefined;
  const path = pathname.slice(API_PREFIX.length) || '/';
  const verb = method.toLowerCase();
  if (!METHODS.has(verb)) return undefined;
  for (const route of routes) {
    const operation = route.item[verb];
    if (operation && route.pattern.test(path)) return { template: route.template, operation };
  }
  return undefined;
}

function resolveResponse(response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const components = (
    contractDocument as unknown as { components: { responses: Record<string, ResponseObject> } }
  ).components.responses;
  const resolved = components[name];
  if (!resolved) throw new Error(`openapi.yaml: unknown response ${response.$ref}`);
  return resolved;
}

const validators = new Map<string, ReturnType<typeof compileWithContract>>();

/** Returns a description of what is wrong, or null when the answer honours the contract. */
export async function contractViolation(request: Request, response: Response): Promise<string | null> {
  // Only `/api` belongs to the contract; the identity emulator's endpoints answer as Firebase's do.
  if (!new URL(request.url).pathname.startsWith(API_PREFIX)) return null;
  const label = `${request.method} ${new URL(request.url).pathname} → ${response.status}`;
  const found = findOperation(request.method, request.url);
  if (!found) return `${label}: no such operation in openapi.yaml`;
  const responses = found.operation.responses ?? {};
  const declared =
    responses[String(response.status)] ?? responses[`${String(response.status)[0]}XX`] ?? responses.default;
  if (!declared) return `${label}: status not declared for ${request.method} ${found.template}`;
  const schema = resolveResponse(declared).content?.['application/json']?.schema;
  if (!schema) return null;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return `${label}: body is not JSON`;
  }
  const key = `${request.method} ${found.template} ${response.status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = compileWithContract(rebase(schema) as object);
    validators.set(key, validate);
  }
  return validate(body) ? null : `${label}: ${describeErrors(validate)}`;
}
