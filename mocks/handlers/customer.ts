import { decideRecovery, RECOVERY_MESSAGES, recoveryEmail } from '#src/domain/password-recovery';
import { normalizePhone } from '#src/domain/phone';
import {
  decideUserUpdate,
  addressFromInput,
  pickProfile,
  profileFromAnswers,
  PROFILE_MESSAGES,
} from '#src/domain/profile-input';
import { requireCustomer, requireUser } from '#mocks/auth';
import { givePenaltyIfEarned } from '#mocks/booking/penalty';
import { upsertCustomerAddress } from '#mocks/customers/address-input';
import { updateProfile } from '#mocks/customers/profile';
import { safeWrite } from '#mocks/customers/safe-write';
import { signup } from '#mocks/customers/signup';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, orRefused } from '#mocks/http-errors';
import { activeCreditRows, creditsRow, customerIdentity, customerView } from '#mocks/views/customer';

export const customerHandlers = [
  http.get('/customer/phone', ({ query, response }) => {
    const phone = normalizePhone(query.get('phone') ?? '');
    if (!phone) throw apiError(400, 'Debes indicar un teléfono.');
    const customer = db.customers.findFirst((q) => q.where({ phone }));
    // Public call: it only has to tell whether the phone is taken, so it shows no profile.
    return response(200).json({ customer: customer ? customerIdentity(customer) : null });
  }),

  http.post('/customer/recover', async ({ request, response }) => {
    const { email } = orRefused(recoveryEmail(await request.json()));
    const known =
      db.customers.all().some((customer) => customer.email.toLowerCase() === email) ||
      db.users.all().some((user) => user.email.toLowerCase() === email);
    orRefused(decideRecovery(known));
    return response(200).json({ message: RECOVERY_MESSAGES.sent });
  }),

  http.post('/customer/signup/form', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    if (input.customer_id !== undefined && input.customer_id !== customer.customer_id) {
      throw apiError(400, 'Solo puedes completar tu propio registro.');
    }
    orNotFound(
      db.forms.findFirst((q) => q.where({ form_id: input.form_id })),
      'Formulario no encontrado.',
    );
    const answers = (input.answers ?? {}) as Record<string, unknown>;
    // The sign-up form has no 409: a taken phone is a form error like any other.
    await updateProfile(customer, orRefused(profileFromAnswers(answers)).changes, 400);
    return response(200).json({ message: 'Información guardada.' });
  }),

  http.post('/customer/signup', async ({ request, response }) => {
    const caller = requireUser(request);
    const customer = await signup(caller, await request.json());
    return response(200).json({ customer: customerView(customer) });
  }),

  http.put('/customer/user', async ({ request, response }) => {
    const { user, customer } = requireUser(request);
    const input = await request.json();
    const { changes } = orRefused(decideUserUpdate(input, user));
    const email = changes.email;
    if (email) {
      const taken = db.users
        .all()
        .some((other) => other.uid !== user.uid && other.email.toLowerCase() === email.toLowerCase());
      if (taken) throw apiError(409, PROFILE_MESSAGES.emailTaken, { code: 'email_taken' });
    }
    const next = { ...user, ...changes };
    const saved = db.users.findFirst((q) => q.where({ uid: user.uid }))
      ? await safeWrite(() =>
          db.users.update((q) => q.where({ uid: user.uid }), {
            data(record) {
              Object.assign(record, next);
            },
          }),
        )
      : await safeWrite(() => db.users.create(next));
    // The customer's email is the sign-in email: they move together.
    if (email && customer) await updateProfile(customer, { email }, 409);
    return response(200).json({ user: saved ?? next });
  }),

  http.get('/customer/penalties', async ({ request, response }) => {
    const { customer } = requireUser(request);
    if (customer) await givePenaltyIfEarned(customer);
    const penalties = customer
      ? db.penalties.findMany((q) => q.where({ customer_id: customer.customer_id }), {
          orderBy: { penalty_id: 'asc' },
        })
      : [];
    return response(200).json({ penalties });
  }),

  http.get('/customer/available_classes', ({ request, response }) => {
    const { customer } = requireUser(request);
    const rows = customer ? activeCreditRows(customer.customer_id) : [];
    return response(200).json({ available_classes: rows.map(creditsRow) });
  }),

  http.get('/customer', ({ request, response }) => {
    const { user, customer } = requireCustomer(request);
    return response(200).json({ customer: customerView(customer), user });
  }),

  http.put('/customer', async ({ request, response }) => {
    const { customer } = requireUser(request);
    const input = await request.json();
    if (!customer || input.customer_id !== customer.customer_id) {
      throw apiError(403, 'Solo puedes actualizar tu propio perfil.');
    }
    if (input.address) orRefused(addressFromInput(input.address));
    // Related lists (reservations, credits, purchases...) are not editable here: only profile keys count.
    const saved = await updateProfile(customer, pickProfile(input), 409);
    if (input.address) await upsertCustomerAddress(customer.customer_id, input.address);
    return response(200).json({ customer: customerView(saved) });
  }),
];
