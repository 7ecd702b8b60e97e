import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import { decideSignup, signupLookups } from '#src/domain/signup-decision';
import { decideRecovery, RECOVERY_MESSAGES, recoveryEmail } from '#src/domain/password-recovery';
import { normalizePhone } from '#src/domain/phone';
import {
  addressFromInput,
  decideUserUpdate,
  pickProfile,
  PROFILE_MESSAGES,
  profileFromAnswers,
} from '#src/domain/profile-input';
import { acceptedPages, customers, forms, pages, users } from '#server/db/schema';
import { bookingSettings } from '#server/booking/facts';
import { givePenaltyIfEarned } from '#server/booking/penalty';
import { rowsOf, type Database } from '#server/db/client';
import { requireCustomer, requireUser } from '#server/identity/caller';
import { passwordReset } from '#server/identity/password-reset';
import { apiError, orNotFound, orRefused } from '#server/http/api-error';
import { partsOf, type ServiceFactory } from './context';
import { activeCreditRows, creditsRow, customerIdentity, customerView } from './customer-views';
import { emailOwner, phoneOwner, uniquely, updateProfile, upsertCustomerAddress } from './profile';

type SignupInput = components['schemas']['SignupInput'];

/** The current customer: read, sign up, profile and billing address, credits and penalties (mocks/handlers/customer.ts). */
export const customerService: ServiceFactory = ({ db, clock, config }) => {
  const reset = passwordReset(config);
  return {
    async getCustomerByPhone(request) {
      const phone = normalizePhone(partsOf(request).query.phone ?? '');
      if (!phone) throw apiError(400, 'Debes indicar un teléfono.');
      const [customer] = await db.select().from(customers).where(eq(customers.phone, phone));
      // Public call: it only has to tell whether the phone is taken, so it shows no profile.
      return { customer: customer ? customerIdentity(customer) : null };
    },

    async recoverPassword(request) {
      const { email } = orRefused(recoveryEmail(partsOf(request).body));
      const [{ known } = { known: false }] = await rowsOf<{ known: boolean }>(
        db,
        sql`select exists (select 1 from ${users} where lower(${users.email}) = ${email})
        or exists (select 1 from ${customers} where lower(${customers.email}) = ${email}) as known`,
      );
      orRefused(decideRecovery(known));
      if (!reset) throw apiError(503, RECOVERY_MESSAGES.unavailable);
      const sent = await reset.send(email);
      if (!sent.ok) {
        const { kind } = sent.failure;
        if (kind === 'userNotFound') throw apiError(404, RECOVERY_MESSAGES.unknown);
        if (kind === 'tooManyRequests') throw apiError(429, RECOVERY_MESSAGES.tooMany);
        if (kind === 'unavailable') throw apiError(503, RECOVERY_MESSAGES.unavailable);
        throw apiError(502, RECOVERY_MESSAGES.notSent);
      }
      return { message: RECOVERY_MESSAGES.sent };
    },

    async getCurrentCustomer(request) {
      const { user, customer } = requireCustomer(request);
      return { customer: await customerView(db, customer, clock.now()), user };
    },

    async updateCurrentCustomer(request) {
      const { customer } = requireUser(request);
      const input = partsOf(request).body;
      if (!customer || input.customer_id !== customer.customer_id) {
        throw apiError(403, 'Solo puedes actualizar tu propio perfil.');
      }
      const address = input.address as Record<string, unknown> | null | undefined;
      if (address) orRefused(addressFromInput(address));
      // Related lists (reservations, credits, purchases...) are not editable here: only profile keys count.
      const saved = await db.transaction(async (tx) => {
        const next = await updateProfile(tx as never, customer, pickProfile(input), 409);
        if (address) await upsertCustomerAddress(tx as never, customer.customer_id, address);
        return next;
      });
      return { customer: await customerView(db, saved, clock.now()) };
    },

    async updateCurrentUser(request) {
      const { user, customer } = requireUser(request);
      const { changes } = orRefused(decideUserUpdate(partsOf(request).body, user));
      const email = changes.email;
      if (email) {
        const [other] = await db
          .select({ uid: users.uid })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.uid, user.uid)));
        if (other) throw apiError(409, PROFILE_MESSAGES.emailTaken, { code: 'email_taken' });
      }
      const saved = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        // A newcomer's identity is stored on its first change, as a customer's.
        const [row] = await tx
          .insert(users)
          .values({ ...user, ...changes, role: user.role, customer_id: customer?.customer_id ?? null })
          .onConflictDoUpdate({ target: users.uid, set: changes })
          .returning();
        // The customer's email is the sign-in email: they move together.
        if (email && customer) await updateProfile(tx, customer, { email }, 409);
        return row!;
      });
      return { user: saved };
    },

    async submitSignupForm(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as {
        customer_id?: number;
        form_id: number;
        answers?: Record<string, unknown>;
      };
      if (input.customer_id !== undefined && input.customer_id !== customer.customer_id) {
        throw apiError(400, 'Solo puedes completar tu propio registro.');
      }
      const [form] = await db.select().from(forms).where(eq(forms.form_id, input.form_id));
      orNotFound(form, 'Formulario no encontrado.');
      // The sign-up form has no 409: a taken phone is a form error like any other.
      await updateProfile(db, customer, orRefused(profileFromAnswers(input.answers ?? {})).changes, 400);
      return { message: 'Información guardada.' };
    },

    /**
     * The second half of sign-up: the identity account exists (the caller's token), now the studio
     * creates its customer, links the account to it and records the documents accepted on the form.
     */
    async signup(request) {
      const caller = requireUser(request);
      const input = partsOf(request).body as unknown as SignupInput;
      const uid = caller.user.uid;
      const { email, phone } = signupLookups(input);
      const [byUid] = await db.select().from(customers).where(eq(customers.uid, uid));
      const allPages = await db.select().from(pages).orderBy(asc(pages.page_id));
      const { customer: fields, acceptedPageIds } = orRefused(
        decideSignup({
          input,
          callerUid: uid,
          alreadyCustomer: Boolean(caller.customer || byUid || (email && (await emailOwner(db, email)))),
          phoneTaken: Boolean(phone && (await phoneOwner(db, phone))),
          pages: allPages,
        }),
      );

      const created = await uniquely(
        () =>
          db.transaction(async (tx) => {
            const [customer] = await tx
              .insert(customers)
              .values({
                ...fields,
                account: null,
                has_unlimited: false,
                unlimited_membership_expiration: null,
                // The studio's clock, not the database's: a pinned clock signs up on its own day.
                created_at: clock.now().toISOString(),
              })
              .returning();
            const row = customer!;
            await tx
              .insert(users)
              .values({
                uid,
                email: fields.email,
                name: `${fields.name} ${fields.last_name}`,
                role: 'customer',
                customer_id: row.customer_id,
              })
              .onConflictDoUpdate({ target: users.uid, set: { customer_id: row.customer_id } });
            const createdAt = clock.now().toISOString();
            if (acceptedPageIds.length > 0) {
              await tx
                .insert(acceptedPages)
                .values(
                  acceptedPageIds.map((page_id) => ({ page_id, customer_id: row.customer_id, createdAt })),
                );
            }
            return row;
          }),
        409,
      );
      return { customer: await customerView(db, created, clock.now()) };
    },

    async listMyPenalties(request) {
      const { customer } = requireUser(request);
      if (!customer) return { penalties: [] };
      const rows = await db.transaction(async (tx) => {
        const within = tx as unknown as Database;
        const given = await givePenaltyIfEarned(
          within,
          customer.customer_id,
          await bookingSettings(within),
          clock.now(),
        );
        return given.penalties.sort((a, b) => a.penalty_id - b.penalty_id);
      });
      return { penalties: rows };
    },

    async listMyCredits(request) {
      const { customer } = requireUser(request);
      const rows = customer ? await activeCreditRows(db, customer.customer_id, clock.now()) : [];
      return { available_classes: rows.map(creditsRow) };
    },
  };
};
