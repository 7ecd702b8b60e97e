import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { classPackages, purchases } from '#server/db/schema';
import { orRefused } from '#server/http/api-error';
import { requireUser } from '#server/identity/caller';
import { decideOnlineAccess, decideWatcherRecord } from '#src/domain/videos/online-access';

/** A customer's purchases of online packages, each with its package's expiration_days. */
function onlinePurchases(db: Database, customer_id: number) {
  return db
    .select({
      status: purchases.status,
      createdAt: purchases.createdAt,
      expiration_days: classPackages.expiration_days,
    })
    .from(purchases)
    .innerJoin(classPackages, eq(classPackages.class_package_id, purchases.class_package_id))
    .where(and(eq(purchases.customer_id, customer_id), eq(classPackages.online, true)));
}

/**
 * The gate of every video call (src/domain/videos/online-access.ts, the mocks' requireOnlineAccess):
 * the caller's customer id (null: staff without a customer record), or 412.
 */
export async function requireOnlineAccess(db: Database, request: FastifyRequest, now: Date) {
  const { user, customer } = requireUser(request);
  const isAdmin = user.role === 'admin';
  const customer_id = customer?.customer_id ?? null;
  const bought = isAdmin || customer_id === null ? [] : await onlinePurchases(db, customer_id);
  return orRefused(decideOnlineAccess({ isAdmin, customer_id, onlinePurchases: bought }, now)).customer_id;
}

/** Past the gate and with a customer record: progress, completions and ratings are someone's. */
export async function requireWatcher(db: Database, request: FastifyRequest, now: Date): Promise<number> {
  return orRefused(decideWatcherRecord(await requireOnlineAccess(db, request, now))).customer_id;
}
