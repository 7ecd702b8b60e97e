import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '#src/api/schema.gen';
import type { Database } from '#server/db/client';
import { mayOperate, needsClassCoaches, PERMISSION_MESSAGES } from '#src/domain/staff/permissions';
import { customers, singleClassInstructors, users } from '#server/db/schema';
import { apiError } from '#server/http/api-error';
import type { IdTokenVerifier } from './id-token';

export type UserRow = components['schemas']['User'];
export type CustomerRow = typeof customers.$inferSelect;

export interface Caller {
  user: UserRow;
  /** Missing while the identity exists but sign-up has not created the customer yet. */
  customer: CustomerRow | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
    /** The contract's operation this request is routed to (set in server/app.ts). */
    operationId?: string;
  }
}

/** The bearer token of a request, or 401 'Debes iniciar sesión.' as the mocks answer (mocks/auth.ts). */
function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw apiError(401, 'Debes iniciar sesión.');
  return token;
}

const accountStatements = new WeakMap<Database, ReturnType<typeof prepareAccount>>();

/**
 * The account and its customer in one statement: every signed-in request pays for it, so it is
 * built once a database and prepared (PostgreSQL plans it once a connection). Drizzle's building
 * of statements was about a sixth of the server's CPU in the bench's profile of Mis Reservaciones.
 */
function prepareAccount(db: Database) {
  return db
    .select({ user: users, customer: customers })
    .from(users)
    .leftJoin(customers, eq(customers.customer_id, users.customer_id))
    .where(eq(users.uid, sql.placeholder('uid')))
    .prepare('caller_account');
}

function accountOf(db: Database) {
  let statement = accountStatements.get(db);
  if (!statement) {
    statement = prepareAccount(db);
    accountStatements.set(db, statement);
  }
  return statement;
}

/** Verified token → the account stored for its uid (role included) → its customer. */
export async function identify(
  request: FastifyRequest,
  verifier: IdTokenVerifier,
  db: Database,
  now: Date,
): Promise<Caller> {
  const claims = await verifier.verify(bearerToken(request), now);
  const [stored] = await accountOf(db).execute({ uid: claims.uid });
  const user: UserRow = stored?.user ?? {
    uid: claims.uid,
    email: claims.email,
    name: null,
    role: 'customer',
    customer_id: null,
    coach_id: null,
  };
  const customer: CustomerRow | undefined = stored?.customer ?? undefined;
  return { user, customer };
}

export function requireUser(request: FastifyRequest): Caller {
  if (!request.caller) throw apiError(401, 'Debes iniciar sesión.');
  return request.caller;
}

export function requireCustomer(request: FastifyRequest): { user: UserRow; customer: CustomerRow } {
  const caller = requireUser(request);
  if (!caller.customer) throw apiError(404, 'No encontramos tu cuenta de cliente. Completa tu registro.');
  return { user: caller.user, customer: caller.customer };
}

/**
 * A member of staff whose role may call this request's operation (src/domain/staff/permissions.ts):
 * 401 without a session, 403 'No tienes permiso para hacer esto.' otherwise. A call about one class
 * passes its coaches, so a coach reaches only the classes they teach.
 */
export function requireStaff(request: FastifyRequest, target?: { classCoachIds: readonly number[] }): Caller {
  const caller = requireUser(request);
  if (!mayOperate(caller.user, request.operationId ?? '', target)) {
    throw apiError(403, PERMISSION_MESSAGES.forbidden);
  }
  return caller;
}

/** The coaches of one class, for a coach's call about it (none for a class that does not exist). */
export async function classCoachIds(db: Database, single_class_id: number): Promise<number[]> {
  const rows = await db
    .select({ instructor_id: singleClassInstructors.instructor_id })
    .from(singleClassInstructors)
    .where(eq(singleClassInstructors.single_class_id, single_class_id));
  return rows.map((row) => row.instructor_id);
}

/** {@link requireStaff} for a call about one class: a coach must teach it. */
export async function requireStaffOnClass(
  request: FastifyRequest,
  db: Database,
  single_class_id: number,
): Promise<Caller> {
  const caller = requireStaff(request);
  if (!needsClassCoaches(caller.user, request.operationId ?? '')) return caller;
  return requireStaff(request, { classCoachIds: await classCoachIds(db, single_class_id) });
}
