import { requireStaff } from '#mocks/auth';
import { byListOrder, packagesInList, type PackageList } from '#src/domain/commerce/package-lists';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { findPackage, heldPurchases } from '#mocks/commerce/purchase-rules';
import { changedPackage, newPackage } from '#mocks/commerce/package-input';
import { packageView } from '#mocks/views/commerce';
import { crudHandlers } from './crud';

/** One public list (src/domain/commerce/package-lists.ts), as the customer sees packages. */
function listed(list: PackageList, homeOnly = false) {
  return { class_packages: packagesInList(db.classPackages.all(), list, { homeOnly }).map(packageView) };
}

async function setOnHome(request: Request, id: string, on_home: boolean): Promise<void> {
  requireStaff(request);
  const { class_package_id } = findPackage(Number(id));
  await db.classPackages.update((q) => q.where({ class_package_id }), {
    data(pkg) {
      pkg.on_home = on_home;
    },
  });
}

export const packageHandlers = [
  // Admin writes (inferred paths): POST creates, PUT with class_package_id updates.
  ...crudHandlers({
    collection: db.classPackages,
    idKey: 'class_package_id',
    listKey: 'class_packages',
    recordKey: 'class_package',
    paths: { save: '/class_packages' },
    notFound: MSG.packageNotFound,
    view: packageView,
    create: (input) => newPackage(input),
    update: (input) => changedPackage(input),
  }),
  http.get('/class_packages', ({ response }) => response(200).json(listed('inPerson'))),
  http.get('/class_packages/online/all', ({ response }) => response(200).json(listed('online'))),
  http.get('/class_packages/online/home', ({ response }) => response(200).json(listed('online', true))),
  http.get('/class_packages/presenciales/all', ({ response }) => response(200).json(listed('inPerson'))),
  http.get('/class_packages/presenciales/home', ({ response }) =>
    response(200).json(listed('inPerson', true)),
  ),
  http.get('/class_packages/especiales/all', ({ response }) => response(200).json(listed('special'))),
  http.get('/class_packages/especiales/home', ({ response }) => response(200).json(listed('special', true))),

  http.get('/class_packages/admin/all', ({ request, response }) => {
    requireStaff(request);
    // The admin list keeps the home and online flags the customer lists leave out.
    const class_packages = db.classPackages
      .all()
      .sort(byListOrder)
      .map((pkg) => ({ ...pkg }));
    return response(200).json({ class_packages });
  }),

  // Whoever holds a purchase of the event (pending cash payments included: they hold a place).
  http.get('/class_packages/especiales/{id}/asistentes', ({ request, params, response }) => {
    requireStaff(request);
    const pkg = findPackage(Number(params.id));
    const ids = new Set(heldPurchases(pkg.class_package_id).map((purchase) => purchase.customer_id));
    const customers = db.customers
      .findMany((q) => q.where({ customer_id: (id) => ids.has(id) }), { orderBy: { customer_id: 'asc' } })
      .map((customer) => ({ ...customer }));
    return response(200).json({ customers });
  }),

  http.get('/class_packages/{id}', ({ params, response }) => {
    const pkg = db.classPackages.findFirst((q) => q.where({ class_package_id: Number(params.id) }));
    if (!pkg) throw apiError(404, MSG.packageNotFound);
    return response(200).json({ class_package: packageView(pkg) });
  }),

  ...crudHandlers({
    collection: db.classPackages,
    idKey: 'class_package_id',
    listKey: 'class_packages',
    recordKey: 'class_package',
    paths: { remove: '/class_packages/{id}' },
    notFound: MSG.packageNotFound,
    deleted: 'Package deleted.',
    view: packageView,
  }),

  http.post('/class_packages/{id}/home', async ({ request, params, response }) => {
    await setOnHome(request, String(params.id), true);
    return response(200).json({ message: MSG.packageAddedToHome });
  }),

  http.delete('/class_packages/{id}/home', async ({ request, params, response }) => {
    await setOnHome(request, String(params.id), false);
    return response(200).json({ message: MSG.packageRemovedFromHome });
  }),
];
