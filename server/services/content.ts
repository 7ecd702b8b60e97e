import { and, asc, eq } from 'drizzle-orm';
import {
  acceptedPages,
  appConfig,
  classPackages,
  customers,
  customFields,
  forms,
  pages,
} from '#server/db/schema';
import { requireStaff, requireCustomer, requireUser } from '#server/identity/caller';
import { apiError, orNotFound } from '#server/http/api-error';
import { partsOf, type ServiceFactory } from './context';

const PAGE_NOT_FOUND = 'Lo sentimos, hubo un error al mostrar este contenido.';

type Entry = { key: string; value: string | null };
const COLOUR_KEYS = new Set(['primary', 'accent', 'dark', 'gray', 'light', 'primary-light']);
const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;
/** Keys the studio cannot change from the back-office: identity and storage belong to the deployment. */
const LOCKED = new Set(['firebaseConfig', 'S3_ENDPOINT', 'bucket', 'region', 'files_location']);

/** The app configuration, pages and accepted pages, dynamic forms and custom fields (mocks/handlers/*). */
export const contentService: ServiceFactory = ({ db, clock }) => ({
  async getAppConfig() {
    return { config: await db.select().from(appConfig).orderBy(asc(appConfig.key)) };
  },

  // Inferred: the studio's settings screen sends the entries it changed; the others stay (mocks/handlers/appconfig.ts).
  async updateAppConfig(request) {
    requireStaff(request);
    const { config } = partsOf(request).body as { config?: Entry[] };
    if (!Array.isArray(config)) throw apiError(400, 'Faltan los ajustes por guardar.');
    const entries = config.map((entry) => ({ key: entry.key, value: entry.value ?? null }));
    for (const { key, value } of entries) {
      if (!key.trim()) throw apiError(400, 'Cada ajuste necesita su clave.');
      if (LOCKED.has(key)) throw apiError(403, `El ajuste ${key} no se puede cambiar desde el back-office.`);
      if (value === null || value === '') continue;
      if (COLOUR_KEYS.has(key) && !HEX.test(value.trim()))
        throw apiError(400, `El color ${key} no es un color hexadecimal válido.`);
      if (key === 'signup_fee') {
        const id = Number(value);
        const [found] = Number.isInteger(id)
          ? await db.select().from(classPackages).where(eq(classPackages.class_package_id, id))
          : [];
        if (!found) throw apiError(400, 'El paquete de inscripción no existe.');
      }
    }
    await db.transaction(async (tx) => {
      for (const entry of entries) {
        await tx
          .insert(appConfig)
          .values(entry)
          .onConflictDoUpdate({ target: appConfig.key, set: { value: entry.value } });
      }
    });
    return { config: await db.select().from(appConfig).orderBy(asc(appConfig.key)) };
  },

  async listPages() {
    return { pages: await db.select().from(pages).orderBy(asc(pages.page_id)) };
  },

  async getPageBySlug(request) {
    const [page] = await db
      .select()
      .from(pages)
      .where(eq(pages.slug, partsOf(request).params.slug ?? ''));
    return { page: orNotFound(page, PAGE_NOT_FOUND) };
  },

  async listAcceptedPages(request) {
    const { customer } = requireUser(request);
    const rows = customer
      ? await db
          .select()
          .from(acceptedPages)
          .where(eq(acceptedPages.customer_id, customer.customer_id))
          .orderBy(asc(acceptedPages.accepted_page_id))
      : [];
    return { accepted_pages: rows };
  },

  async acceptPage(request) {
    const { user, customer } = requireCustomer(request);
    const { page_id, customer_id } = partsOf(request).body as { page_id: number; customer_id: number };
    if (customer_id !== customer.customer_id && user.role !== 'admin') {
      throw apiError(403, 'Solo puedes aceptar documentos para tu propia cuenta.');
    }
    const [page] = await db.select().from(pages).where(eq(pages.page_id, page_id));
    orNotFound(page, 'No encontramos ese documento.');
    const [owner] = await db.select().from(customers).where(eq(customers.customer_id, customer_id));
    orNotFound(owner, 'No encontramos esa cuenta.');
    // Accepting twice keeps the first acceptance (the unique index makes a race agree too).
    await db
      .insert(acceptedPages)
      .values({ page_id, customer_id, createdAt: clock.now().toISOString() })
      .onConflictDoNothing();
    const [accepted_page] = await db
      .select()
      .from(acceptedPages)
      .where(and(eq(acceptedPages.page_id, page_id), eq(acceptedPages.customer_id, customer_id)));
    return { accepted_page };
  },

  // Public: sign-up shows its dynamic form to a visitor who has no account yet.
  async getForm(request) {
    const [form] = await db
      .select()
      .from(forms)
      .where(eq(forms.form_id, Number(partsOf(request).params.id)));
    return { form: orNotFound(form, 'Formulario no encontrado.') };
  },

  // Public: the dynamic forms of any visitor (sign-up) read the extra fields of their object.
  async listCustomFieldsByObject(request) {
    const object = (partsOf(request).params.object ?? '').trim();
    if (!object) throw apiError(400, 'Indica el tipo de objeto.');
    const rows = await db
      .select()
      .from(customFields)
      .where(eq(customFields.object, object))
      .orderBy(asc(customFields.custom_field_id));
    return { custom_fields: rows };
  },
});
