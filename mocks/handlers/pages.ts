import type { components } from '#src/api/schema.gen';
import { requireCustomer, requireUser } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound } from '#mocks/http-errors';
import { crudHandlers, sentFields } from './crud';

type PageInput = components['schemas']['PageInput'];

const PAGE_NOT_FOUND = 'Lo sentimos, hubo un error al mostrar este contenido.';

function slugOf(input: PageInput, page_id?: number): string {
  const slug = input.slug?.trim() ?? '';
  if (!slug) throw apiError(400, 'Debes agregar el slug de la página.');
  if (!input.title?.trim()) throw apiError(400, 'Debes agregar el título de la página.');
  // The slug is the page's address: two pages cannot share it.
  const other = db.pages.findFirst((q) => q.where({ slug }));
  if (other && other.page_id !== page_id) throw apiError(400, 'Ya existe una página con ese slug.');
  return slug;
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
    create: (input) => ({
      slug: slugOf(input),
      title: input.title.trim(),
      content: input.content ?? null,
      required: input.required ?? false,
      required_signup: input.required_signup ?? false,
    }),
    update: (input, current) => ({
      slug: slugOf(input, current.page_id),
      title: input.title.trim(),
      ...sentFields(input, ['content', 'required', 'required_signup']),
    }),
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
