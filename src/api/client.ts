import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { announceWrite } from './data-changes';
import { ApiFailure, isExpiredToken, networkFailure, toApiFailure } from './errors';
import { es } from '#src/i18n/es-site';

/**
 * Where the identity token comes from. The session machine plugs itself in at start-up;
 * until then requests go out anonymous.
 */
export interface TokenSource {
  getToken(): Promise<string | null>;
  /** Called after every answer, so the source can refresh the token on its own schedule. */
  afterResponse?(): void;
  /** The server said the token expired: the session has to end. */
  onExpired?(): void;
}

const anonymous: TokenSource = { getToken: async () => null };
let tokenSource: TokenSource = anonymous;

export function setTokenSource(source: TokenSource | null): void {
  tokenSource = source ?? anonymous;
}

/** The Authorization header of the current session, for the calls the typed client cannot make (an upload with progress). */
export async function authHeaders(): Promise<Record<string, string>> {
  const token = await tokenSource.getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL as string | undefined;
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(configured ?? '/api', origin).href.replace(/\/$/, '');
}

const authMiddleware: Middleware = {
  async onRequest({ request }) {
    const token = await tokenSource.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ request, response }) {
    tokenSource.afterResponse?.();
    announceWrite(request.method, response);
    if (response.status === 401) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if (isExpiredToken(toApiFailure(body, response))) tokenSource.onExpired?.();
    }
    return response;
  },
};

// `fetch` is read lazily so that MSW (installed after this module loads) sees every request.
export const api = createClient<paths>({
  baseUrl: apiBaseUrl(),
  fetch: (request) => globalThis.fetch(request),
});
api.use(authMiddleware);

type Result<T> = { data?: T; error?: unknown; response: Response };

/**
 * Turns an openapi-fetch result into its data or a thrown {@link ApiFailure}.
 * Machines' actors use it so every flow branches on one failure type.
 */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<NonNullable<T>> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (cause) {
    throw networkFailure(cause);
  }
  if (result.error !== undefined || !result.response.ok) throw toApiFailure(result.error, result.response);
  if (result.data === undefined || result.data === null) {
    throw new ApiFailure({ status: result.response.status, message: es.api.emptyResponse });
  }
  return result.data as NonNullable<T>;
}
