import type { components } from '#src/api/schema.gen';
import { requireAdmin, requireCustomer, requireUser } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { safeWrite } from '#mocks/customers/safe-write';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';

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
  http.get('/pages', ({ response }) => {
    return response(200).json({ pages: db.pages.findMany(undefined, { orderBy: { page_id: 'asc' } }) });
  }),

  http.post('/pages', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const page = await safeWrite(() =>
      db.pages.create({
        page_id: nextId(db.pages.all(), 'page_id'),
        slug: slugOf(input),
        title: input.title.trim(),
        content: input.content ?? null,
        required: input.required ?? false,
        required_signup: input.required_signup ?? false,
      }),
    );
    return response(200).json({ page });
  }),

  http.put('/pages', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const page_id = requireId(input.page_id, 'page_id');
    orNotFound(
      db.pages.findFirst((q) => q.where({ page_id })),
      PAGE_NOT_FOUND,
    );
    const slug = slugOf(input, page_id);
    const page = await safeWrite(() =>
      db.pages.update((q) => q.where({ page_id }), {
        data(record) {
          record.slug = slug;
          record.title = input.title.trim();
          if (input.content !== undefined) record.content = input.content;
          if (input.required !== undefined) record.required = input.required;
          if (input.required_signup !== undefined) record.required_signup = input.required_signup;
        },
      }),
    );
    return response(200).json({ page: orNotFound(page, PAGE_NOT_FOUND) });
  }),

  http.get('/pages/{slug}', ({ params, response }) => {
    const slug = String(params.slug);
    const page = orNotFound(
      db.pages.findFirst((q) => q.where({ slug })),
      PAGE_NOT_FOUND,
    );
    return response(200).json({ page });
  }),

  // Same template as the GET by slug, but the segment carries the numeric page_id.
  http.delete('/pages/{slug}', ({ request, params, response }) => {
    requireAdmin(request);
    const page_id = Number(params.slug);
    orNotFound(
      Number.isInteger(page_id) ? db.pages.delete((q) => q.where({ page_id })) : undefined,
      PAGE_NOT_FOUND,
    );
    db.acceptedPages.deleteMany((q) => q.where({ page_id }));
    return response(200).json({ message: 'Page deleted.' });
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
