import type { Collection } from '@msw/data';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { paths } from '#src/api/schema.gen';
import { optionalUser, requireStaff, requireUser, type Caller } from '#mocks/auth';
import { safeWrite } from '#mocks/customers/safe-write';
import { cleanStaffHtml } from '#mocks/staff-html';
import { nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';

type Api = paths;
type Method = 'get' | 'post' | 'put' | 'delete';

/** The JSON body a path answers with 200, or sends, for one method. */
type Ok<P, M extends Method> = P extends keyof Api
  ? Api[P] extends { [m in M]: { responses: { 200: { content: { 'application/json': infer B } } } } }
    ? B
    : never
  : never;
type Sent<P, M extends Method> = P extends keyof Api
  ? Api[P] extends { [m in M]: { requestBody?: { content: { 'application/json': infer B } } } }
    ? B
    : never
  : never;

/** Contract paths whose 200 answer for `M` has `Key` holding a `Value`: a wrong path or view does not compile. */
type PathAnswering<M extends Method, Key extends string, Value> = {
  [P in keyof Api]: Ok<P, M> extends Record<Key, infer Field> ? ([Value] extends [Field] ? P : never) : never;
}[keyof Api];

/** `create` where the save path's POST answers the record (CrudOptions checks that). */
type Create<S, R, K extends keyof R> = (
  input: Sent<S, 'post'>,
  context: CrudContext,
) => Omit<NoInfer<R>, K> | Promise<Omit<NoInfer<R>, K>>;

/** Who may call: anyone, any signed-in user (401 otherwise), or an admin (401, then 403 to a customer). */
export type Access = 'public' | 'user' | 'admin';

export interface CrudContext {
  request: Request;
  /** The caller, when the access asks for one or a valid token came along. */
  caller: Caller | undefined;
}

export interface CrudOptions<
  R extends object,
  K extends keyof R,
  V,
  LK extends string,
  RK extends string,
  S,
> {
  collection: Collection<StandardSchemaV1<R, R>>;
  /** The numeric id field; it also names the id a PUT body carries. */
  idKey: K;
  listKey: LK;
  recordKey: RK;
  paths: {
    list?: PathAnswering<'get', LK, V[]>;
    one?: PathAnswering<'get', RK, V>;
    /**
     * POST creates, PUT (with a numeric id in the body) updates: the admin screens' save rule.
     * Without `create`, the POST is left to a handler of its own (an upload answers an id).
     */
    save?: S;
    remove?: PathAnswering<'delete', 'message', string>;
  };
  /** The 404 message of an unknown id. */
  notFound: string;
  /** The delete's 200 message. */
  deleted?: string;
  /** Reads are public unless said otherwise; `list` overrides it for the list alone. */
  access?: { read?: Access; list?: Access; write?: Access };
  /** The record as the contract shows it (joins, renamed fields); the stored record by default. */
  view?: (record: R) => V;
  /** The records the list shows; all of them, by id, by default. */
  list?: (query: URLSearchParams, context: CrudContext) => R[];
  /** Checks a POST body (throwing the contract's 400) and returns the new record without its id. */
  create?: S extends PathAnswering<'post', RK, V> ? Create<S, R, K> : never;
  /** Checks a PUT body against the record it changes and returns the fields to change. */
  update?: (
    input: Sent<S, 'put'>,
    current: R,
    context: CrudContext,
  ) => Partial<NoInfer<R>> | Promise<Partial<NoInfer<R>>>;
  /** Runs on every record a non-list call reaches: ownership checks throw the contract's 403 here. */
  authorize?: (record: R, context: CrudContext) => void;
  /**
   * Records that keep this one from being deleted (classes at a location): the delete answers
   * 409 with ADMIN_MESSAGES.inUse and deletes nothing, as the server's foreign keys refuse it.
   */
  inUse?: (id: number) => boolean;
  /** What else a delete touches (classes that drop a coach, videos that lose a category...). */
  afterRemove?: (id: number) => void | Promise<void>;
  /** Staff HTML fields, cleaned before they are stored, as the server cleans them (decision 061). */
  html?: readonly (keyof R)[];
}

function callerFor(request: Request, access: Access): Caller | undefined {
  if (access === 'admin') return requireStaff(request);
  if (access === 'user') return requireUser(request);
  return optionalUser(request);
}

/** The id in the template's one segment (`{id}`, `{slug}`), whatever the contract calls it. */
function idIn(path: string, params: Record<string, unknown>): number {
  const name = /\{([^}]+)\}/.exec(path)?.[1] ?? 'id';
  return Number(params[name]);
}

/**
 * Handlers of a plain resource over its collection, in the contract's order (list, saves, one,
 * delete). Handlers with behaviour of their own go before these when their paths are concrete
 * (`/class_categories/available` before `/class_categories/{id}`).
 */
export function crudHandlers<
  R extends object,
  K extends keyof R,
  LK extends string,
  RK extends string,
  S extends PathAnswering<'put', RK, V>,
  V = R,
>(options: CrudOptions<R, K, V, LK, RK, S>) {
  const { collection, idKey, paths: at, notFound } = options;
  const read = options.access?.read ?? 'public';
  const write = options.access?.write ?? 'admin';
  const view = options.view ?? ((record: R) => record as unknown as V);
  const byId = (id: number) => (q: { where(predicate: (record: R) => boolean): never }) =>
    q.where((record) => record[idKey] === id);
  const find = (id: number, context: CrudContext): R => {
    const record = orNotFound(collection.findFirst(byId(id) as never) as R | undefined, notFound);
    options.authorize?.(record, context);
    return record;
  };
  const cleanHtmlFields = async <F extends object>(fields: F): Promise<F> => {
    const cleaned = { ...fields } as Record<string, unknown>;
    for (const field of options.html ?? []) {
      // A field the save leaves out stays out: an update keeps what it does not send.
      if (field in cleaned) cleaned[field as string] = await cleanStaffHtml(cleaned[field as string]);
    }
    return cleaned as F;
  };
  const all = () => (collection.all() as R[]).sort((a, b) => Number(a[idKey]) - Number(b[idKey]));
  // The generic paths are checked against the contract in the options' types above; here they
  // are plain strings to openapi-msw, which still prefixes `/api` and turns `{id}` into `:id`.
  const route = http as unknown as Record<
    Method,
    (
      path: string,
      resolver: (info: {
        request: Request;
        params: Record<string, unknown>;
        query: URLSearchParams;
        response: (status: 200) => { json(body: unknown): Response };
      }) => Response | Promise<Response>,
    ) => ReturnType<typeof http.get>
  >;
  const handlers: ReturnType<typeof http.get>[] = [];

  if (at.list) {
    const access = options.access?.list ?? read;
    handlers.push(
      route.get(at.list, ({ request, query, response }) => {
        const context = { request, caller: callerFor(request, access) };
        const records = options.list ? options.list(query, context) : all();
        return response(200).json({ [options.listKey]: records.map(view) });
      }),
    );
  }
  // Read as the plain function it is: in this generic body the compiler would relate the
  // conditional type (every contract path, twice) to its constraint, 80 s of `tsc` alone.
  const create = options.create as Create<S, R, K> | undefined;
  if (at.save && create) {
    handlers.push(
      route.post(at.save, async ({ request, response }) => {
        const context = { request, caller: callerFor(request, write) };
        const fields = await cleanHtmlFields(
          await create((await request.json()) as Sent<S, 'post'>, context),
        );
        const record = { ...fields, [idKey]: nextId(collection.all() as R[], idKey) } as R;
        options.authorize?.(record, context);
        const created = (await safeWrite(() => collection.create(record))) as R;
        return response(200).json({ [options.recordKey]: view(created) });
      }),
    );
  }
  if (at.save && options.update) {
    const update = options.update;
    handlers.push(
      route.put(at.save, async ({ request, response }) => {
        const context = { request, caller: callerFor(request, write) };
        const input = (await request.json()) as Sent<S, 'put'> & Record<K, unknown>;
        const current = find(requireId(input[idKey], String(idKey)), context);
        const changes = await cleanHtmlFields(await update(input, current, context));
        const updated = await safeWrite(() =>
          collection.update(byId(current[idKey] as number) as never, {
            data(record: object) {
              Object.assign(record, changes);
            },
          }),
        );
        return response(200).json({
          [options.recordKey]: view(orNotFound(updated as R | undefined, notFound)),
        });
      }),
    );
  }
  if (at.one) {
    const one = at.one;
    handlers.push(
      route.get(one, ({ request, params, response }) => {
        const record = find(idIn(one, params), { request, caller: callerFor(request, read) });
        return response(200).json({ [options.recordKey]: view(record) });
      }),
    );
  }
  if (at.remove) {
    const remove = at.remove;
    handlers.push(
      route.delete(remove, async ({ request, params, response }) => {
        const id = idIn(remove, params);
        find(id, { request, caller: callerFor(request, write) });
        if (options.inUse?.(id)) throw apiError(409, ADMIN_MESSAGES.inUse);
        collection.delete(byId(id) as never);
        await options.afterRemove?.(id);
        return response(200).json({ message: options.deleted ?? 'Deleted.' });
      }),
    );
  }
  return handlers;
}

/** The fields of a PUT body that came along: an absent field keeps its value, null clears it. */
export function sentFields<T extends object, F extends keyof T>(
  input: T,
  fields: readonly F[],
): Partial<Pick<T, F>> {
  const sent: Partial<Pick<T, F>> = {};
  for (const field of fields) {
    if (input[field] !== undefined) sent[field] = input[field];
  }
  return sent;
}
