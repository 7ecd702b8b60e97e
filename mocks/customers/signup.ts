import type { components } from '#src/api/schema.gen';
import type { Caller } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db, nextId, type CustomerRecord } from '#mocks/db';
import { apiError, orRefused } from '#mocks/http-errors';
import { cleanPhone, PROFILE_MESSAGES } from '#src/domain/profile-input';
import { emailOwner, phoneOwner } from './profile';
import { safeWrite } from './safe-write';

type SignupInput = components['schemas']['SignupInput'];

export const ALREADY_SIGNED_UP = 'Ya tienes una cuenta con nosotros. Por favor, inicia sesión.';
export const TERMS_REQUIRED = 'Debes aceptar los términos y condiciones antes de continuar.';

function requiredText(value: string | undefined, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw apiError(400, message);
  return value.trim();
}

/**
 * The second half of sign-up: the identity account exists (the caller's token), now the studio
 * creates its customer, links the user to it and records the documents accepted on the form.
 */
export async function signup(caller: Caller, input: SignupInput): Promise<CustomerRecord> {
  const uid = caller.user.uid;
  if (input.uid && input.uid !== uid) throw apiError(400, 'La cuenta no coincide con tu sesión.');
  const email = requiredText(input.email, 'Debes agregar tu correo electrónico.');
  if (caller.customer || db.customers.findFirst((q) => q.where({ uid })) || emailOwner(email)) {
    throw apiError(409, ALREADY_SIGNED_UP, { code: 'already_customer' });
  }
  const name = requiredText(input.name, 'Debes agregar tu nombre.');
  const last_name = requiredText(input.last_name, 'Debes agregar tus apellidos.');
  const { phone } = orRefused(cleanPhone(input.phone));
  if (!phone) throw apiError(400, 'Debes agregar tu teléfono.');
  if (phoneOwner(phone)) throw apiError(409, PROFILE_MESSAGES.phoneTaken, { code: 'phone_taken' });

  const accepted = new Set(input.accepted_pages ?? []);
  const pages = db.pages.all();
  if (pages.some((page) => page.required_signup && !accepted.has(page.page_id))) {
    throw apiError(400, TERMS_REQUIRED);
  }

  const customer = await safeWrite(() =>
    db.customers.create({
      customer_id: nextId(db.customers.all(), 'customer_id'),
      uid,
      name,
      last_name,
      email,
      phone,
      instagram: input.instagram ?? null,
      birthdate: input.birthdate ?? null,
      signup_reason: input.signup_reason ?? null,
      other: input.other ?? null,
      account: null,
      file_id: input.file_id ?? null,
      has_unlimited: false,
      unlimited_membership_expiration: null,
    }),
  );
  await linkUser(uid, email, `${name} ${last_name}`, customer.customer_id);

  const createdAt = mockNow().toISOString();
  for (const page of pages.filter((page) => accepted.has(page.page_id))) {
    await db.acceptedPages.create({
      accepted_page_id: nextId(db.acceptedPages.all(), 'accepted_page_id'),
      page_id: page.page_id,
      customer_id: customer.customer_id,
      createdAt,
    });
  }
  return customer;
}

async function linkUser(uid: string, email: string, name: string, customer_id: number): Promise<void> {
  const existing = db.users.findFirst((q) => q.where({ uid }));
  if (existing) {
    await db.users.update((q) => q.where({ uid }), {
      data(user) {
        user.customer_id = customer_id;
        user.name = user.name ?? name;
      },
    });
    return;
  }
  await db.users.create({ uid, email, name, role: 'customer', customer_id });
}
