import { asc, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { auditedTransaction, staffWrite } from '#server/admin/audit';
import {
  adminPackageView,
  discountEntity,
  packageEntity,
  paymentMethodEntity,
} from '#server/admin/commerce-entities';
import { auditedUpdate, crudOperations, lockRow, writes } from '#server/admin/crud';
import { classPackages } from '#server/db/schema';
import { requireStaff } from '#server/identity/caller';
import { partsOf, type ServiceFactory } from './context';

/**
 * The back-office's commerce: packages (and their place on the home page), discount codes and
 * payment methods, through the one CRUD shell (server/admin/crud.ts), every write audited.
 */
export const adminCommerceService: ServiceFactory = (context) => {
  const { db, clock } = context;

  function setOnHome(request: FastifyRequest, on_home: boolean, message: string) {
    const id = Number(partsOf(request).params.id);
    return auditedTransaction(db, staffWrite(request, clock.now()), async (tx, log) => {
      const current = await lockRow(tx, packageEntity, id);
      await auditedUpdate(tx, log, packageEntity, current, { on_home });
      return { message };
    });
  }

  return {
    ...crudOperations(packageEntity, writes(packageEntity), context),

    async adminListClassPackages(request) {
      requireStaff(request);
      const rows = await db
        .select()
        .from(classPackages)
        .orderBy(asc(sql`coalesce(${classPackages.order}, 0)`), asc(classPackages.class_package_id));
      return { class_packages: rows.map(adminPackageView) };
    },

    addPackageToHome: (request) => setOnHome(request, true, COMMERCE_MESSAGES.packageAddedToHome),
    removePackageFromHome: (request) => setOnHome(request, false, COMMERCE_MESSAGES.packageRemovedFromHome),

    ...crudOperations(
      discountEntity,
      { list: 'adminListDiscounts', one: 'getDiscount', ...writes(discountEntity) },
      context,
      { read: 'admin' },
    ),

    // The contract asks for a signed-in caller to read one; the public list is the checkout's.
    ...crudOperations(
      paymentMethodEntity,
      { one: 'getPaymentMethod', ...writes(paymentMethodEntity) },
      context,
      {
        read: 'user',
      },
    ),
  };
};
