import type { components } from '#src/api/schema.gen';
import { requireCustomer, requireUser } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound } from '#mocks/http-errors';
import { savedValues } from '#mocks/content/catalogue-input';
import { decidePageInput, pageSlugOf } from '#src/domain/admin/content-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { crudHandlers } from './crud';

type PageInput = components['schemas']['PageInput'];

const PAGE_NOT_FOUND = ADMIN_MESSAGES.pageNotFound;

/** The page form's rule (src/domain/admin/content-input.ts), with the page that has the slug. */
function pageValues<T>(input: PageInput, fresh: boolean, page_id?: number): T {
  const slug = pageSlugOf(input);
  const sameSlug = db.pages.findFirst((q) => q.where({ slug }));
  return savedValues<T>(decidePageInput(input, fresh, { sameSlug, page_id }));
}

export const pageHandlers = [
  http.get('/pages/{slug}', ({ params, response }) => {
    const slug = String(params.slug);
    const page = orNotFound(
      db.pages.findFirst((q) => q.where({ slug })),
      PAGE_NOT_FOUND,
    );
    return response(200).json({ page });
  }),

  // The DELETE shares the GET's `{slug}` template, but its segment carries the numeric page_id.
  ...crudHandlers({
    collection: db.pages,
    idKey: 'page_id',
    listKey: 'pages',
    recordKey: 'page',
    paths: { list: '/pages', save: '/pages', remove: '/pages/{slug}' },
    notFound: PAGE_NOT_FOUND,
    deleted: 'Page deleted.',
    create: (input) => pageValues(input, true),
    update: (input, current) => pageValues(input, false, current.page_id),
    html: ['content'],
    afterRemove: (page_id) => {
      db.acceptedPages.deleteMany((q) => q.where({ page_id }));
    },
  }),

  http.get('/accepted_pages', ({ request, response }) => {
    const { customer } = requireUser(request);
    const accepted_pages = customer
      ? db.acceptedPages.findMany((q) => q.where({ customer_id: customer.customer_id }), {
          orderBy: { accepted_page_id: 'asc' },
        })
      : [];
    return response(200).json({ accepted_pages });
  }),

  http.post('/accepted_pages', async ({ request, response }) => {
    const { user, customer } = requireCustomer(request);
    const { page_id, customer_id } = await request.json();
    // 403 is not in the contract for this call, so accepting for someone else is a bad request.
    if (customer_id !== customer.customer_id && user.role !== 'admin') {
      throw apiError(403, 'Solo puedes aceptar documentos para tu propia cuenta.');
    }
    orNotFound(
      db.pages.findFirst((q) => q.where({ page_id })),
      'No encontramos ese documento.',
    );
    orNotFound(
      db.customers.findFirst((q) => q.where({ customer_id })),
      'No encontramos esa cuenta.',
    );
    const existing = db.acceptedPages.findFirst((q) => q.where({ page_id, customer_id }));
    const accepted_page =
      existing ??
      (await db.acceptedPages.create({
        accepted_page_id: nextId(db.acceptedPages.all(), 'accepted_page_id'),
        page_id,
        customer_id,
        createdAt: mockNow().toISOString(),
      }));
    return response(200).json({ accepted_page });
  }),
];
