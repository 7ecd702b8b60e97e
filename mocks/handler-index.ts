import { RequestHandler } from 'msw';

type Run = RequestHandler['run'];
type RunArgs = Parameters<Run>[0];
type RunResult = Awaited<ReturnType<Run>>;

/** A handler's `info` as MSW's HTTP handlers fill it: the method (a RegExp for `http.all`) and path. */
interface RouteInfo {
  method?: string | RegExp;
  path?: unknown;
}

const VARIES = null;

/** The first two segments of a request's path as MSW matches them (case-insensitively). */
function requestKey(request: Request): string {
  const [, first = '', second = ''] = new URL(request.url).pathname.split('/');
  return `${first}/${second}`.toLowerCase();
}

/**
 * The first two segments of a handler's path ('api/videos' of `/api/videos/:id`, whatever its origin), or VARIES
 * where the handler leaves them open: a wildcard, a parameter, a pattern, a RegExp or a function.
 */
function handlerKey(info: RouteInfo): string | typeof VARIES {
  if (typeof info.path !== 'string') return VARIES;
  const path = info.path.replace(/^(\*|[a-z][a-z0-9+.-]*:\/\/[^/]*)/i, '');
  if (!path.startsWith('/')) return VARIES;
  const [, first = '', second = ''] = path.split('/');
  if (/[*:(){}\\?+]/.test(first + second)) return VARIES;
  return `${first}/${second}`.toLowerCase();
}

function takesMethod(info: RouteInfo, method: string): boolean {
  if (info.method === undefined) return true;
  return typeof info.method === 'string' ? info.method.toUpperCase() === method : info.method.test(method);
}

/**
 * The studio's handlers as one: MSW tries each handler in turn, and each parses the request's
 * URL and cookies before it looks at the method, so with the contract's 200 handlers every
 * request from the page (the app's own chunks and images too, which the worker forwards) cost
 * 200 parses: 0.4 s of each mock-mode start. The index hands a request only to the handlers
 * that can match its method and first two path segments, in their order, with MSW's own rule
 * (the first response wins; a handler that answers nothing lets the next one try).
 */
class HandlerIndex extends RequestHandler {
  private readonly routes = new Map<string, RequestHandler[]>();
  /** Each handler's own key, worked out once: every chunk the page loads is a new request key. */
  private readonly keyed: ReadonlyArray<{ handler: RequestHandler; key: string | typeof VARIES }>;

  constructor(
    handlers: readonly RequestHandler[],
    private readonly indexOptions: IndexOptions,
  ) {
    super({
      info: { header: `${handlers.length} handlers, indexed by method and path` },
      resolver: () => undefined,
    });
    this.keyed = handlers.map((handler) => ({ handler, key: handlerKey(handler.info as RouteInfo) }));
  }

  private candidates(request: Request): RequestHandler[] {
    const method = request.method.toUpperCase();
    const key = requestKey(request);
    let found = this.routes.get(`${method} ${key}`);
    if (!found) {
      found = this.keyed
        .filter(
          (own) =>
            (own.key === VARIES || own.key === key) && takesMethod(own.handler.info as RouteInfo, method),
        )
        .map((own) => own.handler);
      this.routes.set(`${method} ${key}`, found);
    }
    return found;
  }

  override async run(args: RunArgs): Promise<RunResult> {
    let matched: RunResult = null;
    for (const handler of this.candidates(args.request)) {
      const result = await handler.run(args);
      if (result === null) continue;
      matched = result;
      if (result.response) break;
    }
    if (matched?.response && args.request.method.toUpperCase() !== 'GET') this.indexOptions.afterWrite?.();
    return matched;
  }

  // `run` above decides; MSW calls these only through its own `run`.
  predicate(): boolean {
    return false;
  }

  // The mocks start quiet (no per-request console lines), so MSW never asks the index to log.
  log(): void {}
}

export interface IndexOptions {
  /**
   * Runs after a request other than GET got its answer and before that answer leaves, so what
   * the write changed is saved before the page can act on it (even by leaving the page).
   */
  afterWrite?: () => void;
}

/** `handlers` (in MSW's order of precedence) behind one index: see HandlerIndex. */
export function indexHandlers(
  handlers: readonly RequestHandler[],
  options: IndexOptions = {},
): RequestHandler {
  return new HandlerIndex(handlers, options);
}
