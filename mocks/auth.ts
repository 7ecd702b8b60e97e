import { mockNow } from './clock';
import { db, type CustomerRecord, type UserRecord } from './db';
import { apiError } from './http-errors';
import { readIdToken } from './identity-token';
import { consumeExpireToken } from './scenarios';
import { EXPIRED_TOKEN_CODE } from '#src/api/errors';
import { mayOperate, needsClassCoaches, PERMISSION_MESSAGES } from '#src/domain/staff/permissions';
import { operationOf } from './operation-of';

export interface Caller {
  user: UserRecord;
  /** Missing while the identity exists but sign-up has not created the customer yet. */
  customer: CustomerRecord | undefined;
}

/** Who is calling, from the bearer identity token; throws the contract's 401 otherwise. */
export function requireUser(request: Request): Caller {
  return callerOf(request, { expireOnScenario: true });
}

function callerOf(request: Request, { expireOnScenario }: { expireOnScenario: boolean }): Caller {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw apiError(401, 'Debes iniciar sesión.');
  const reading = readIdToken(token, mockNow());
  if (reading.kind === 'expired' || (reading.kind === 'valid' && expireOnScenario && consumeExpireToken())) {
    throw apiError(401, 'Tu sesión expiró. Inicia sesión de nuevo.', { code: EXPIRED_TOKEN_CODE });
  }
  if (reading.kind === 'invalid') throw apiError(401, 'Token de identidad no válido.');
  const uid = reading.claims.user_id;
  const user = db.users.findFirst((q) => q.where({ uid })) ?? {
    uid,
    email: reading.claims.email,
    role: 'customer' as const,
    customer_id: null,
    coach_id: null,
  };
  const customer =
    user.customer_id === null || user.customer_id === undefined
      ? undefined
      : db.customers.findFirst((q) => q.where({ customer_id: user.customer_id as number }));
  return { user, customer };
}

/** A signed-in customer with a customer record. */
export function requireCustomer(request: Request): { user: UserRecord; customer: CustomerRecord } {
  const caller = requireUser(request);
  if (!caller.customer) throw apiError(404, 'No encontramos tu cuenta de cliente. Completa tu registro.');
  return { user: caller.user, customer: caller.customer };
}

/**
 * A member of staff whose role may call this request's operation (src/domain/staff/permissions.ts),
 * as the server decides: 401 without a session, 403 otherwise. A call about one class passes its
 * coaches, so a coach reaches only the classes they teach.
 */
export function requireStaff(request: Request, target?: { classCoachIds: readonly number[] }): Caller {
  const caller = requireUser(request);
  if (!mayOperate(caller.user, operationOf(request) ?? '', target)) {
    throw apiError(403, PERMISSION_MESSAGES.forbidden);
  }
  return caller;
}

/** {@link requireStaff} for a call about one class (a coach must teach it). */
export function requireStaffOnClass(request: Request, single_class_id: number): Caller {
  const caller = requireStaff(request);
  if (!needsClassCoaches(caller.user, operationOf(request) ?? '')) return caller;
  const singleClass = db.singleClasses.findFirst((q) => q.where({ single_class_id }));
  return requireStaff(request, { classCoachIds: singleClass?.instructor_ids ?? [] });
}

/**
 * The caller if a valid token came along, for public calls that personalise their answer. A
 * public read never asks for a session, so the 'expire the token on the next call' scenario waits
 * for a call that does (as the server, whose public reads fall back to anonymous).
 */
export function optionalUser(request: Request): Caller | undefined {
  if (!request.headers.get('Authorization')) return undefined;
  try {
    return callerOf(request, { expireOnScenario: false });
  } catch {
    return undefined;
  }
}
