// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api, setTokenSource } from '#src/api/client';
import { mockNow } from '#mocks/clock';
import { mintIdToken } from '#mocks/identity-token';
import { PAGE, FORM } from '#mocks/seed/content';
import { signInAs, signInWithExpiredToken } from '#tests/support/sign-in';

function signInAsNewIdentity(uid = 'nueva-identidad', email = 'nueva@demo.mx'): void {
  const token = mintIdToken({ uid, email, now: mockNow() });
  setTokenSource({ getToken: async () => token });
}

const newCustomer = {
  uid: 'nueva-identidad',
  name: 'Nora',
  last_name: 'Nieves',
  email: 'nueva@demo.mx',
  phone: '(55) 9999-0000',
  accepted_pages: [PAGE.terms, PAGE.privacy],
};

describe('GET /customer', () => {
  it('gives the caller with related lists joined from the database', async () => {
    signInAs('ana');
    const { data, response } = await api.GET('/customer');
    expect(response.status).toBe(200);
    const customer = data!.customer;
    expect(data!.user).toMatchObject({ uid: 'qa-ana', role: 'customer', customer_id: 1 });
    expect(customer).toMatchObject({ customer_id: 1, name: 'Ana', phone: '5511111111' });
    expect(customer.available_classes).toEqual([expect.objectContaining({ available_classes: 10 })]);
    expect(customer.address?.city).toBe('Ciudad de México');
    expect(customer.accepted_pages?.map((page) => page.page_id)).toEqual([PAGE.terms, PAGE.privacy]);
    expect(customer.purchases?.map((purchase) => purchase.purchase_id)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    expect(customer.purchases?.every((purchase) => purchase.customer_id === 1)).toBe(true);
    expect(customer.customer_milestone).toEqual([]);
    for (const reservation of customer.class_reservations ?? []) {
      expect(reservation).not.toHaveProperty('available_class_id');
      expect(reservation).not.toHaveProperty('single_class');
    }
  });

  it("lists the caller's charges through their purchases", async () => {
    signInAs('suscrita');
    const { data } = await api.GET('/customer');
    expect(data!.customer.invoices?.map((invoice) => invoice.invoice_id).sort()).toEqual([1, 2, 3, 4]);
    expect(data!.customer.purchases?.[0]?.class_package).not.toHaveProperty('on_home');
  });

  it('answers 404 to an identity that has not finished sign-up', async () => {
    signInAsNewIdentity();
    const { response, error } = await api.GET('/customer');
    expect(response.status).toBe(404);
    expect(error?.message).toBe('No encontramos tu cuenta de cliente. Completa tu registro.');
  });

  it('answers 401 without a token and asks to log out on an expired one', async () => {
    expect((await api.GET('/customer')).response.status).toBe(401);
    signInWithExpiredToken('ana');
    const { response, error } = await api.GET('/customer');
    expect(response.status).toBe(401);
    expect(error?.code).toBe('auth/id-token-expired');
  });
});

describe('PUT /customer', () => {
  it('saves the profile with the phone reduced to digits, and ignores the related lists', async () => {
    signInAs('ana');
    const body = {
      customer_id: 1,
      name: 'Ana María',
      phone: '(55) 1234-9999',
      available_classes: [],
    } as { customer_id: number; name: string; phone: string };
    const { data, response } = await api.PUT('/customer', { body });
    expect(response.status).toBe(200);
    expect(data!.customer.phone).toBe('5512349999');
    const after = (await api.GET('/customer')).data!.customer;
    expect(after.name).toBe('Ana María');
    expect(after.available_classes).toHaveLength(1);
  });

  it('creates the billing address sent along with the profile', async () => {
    signInAs('incompleta');
    const address = { city: 'Puebla', state: 'Puebla', country: 'México', street: 'Reforma' };
    await api.PUT('/customer', { body: { customer_id: 5, address } });
    expect((await api.GET('/customer')).data!.customer.address).toMatchObject(address);
  });

  it('refuses an incomplete address without saving anything', async () => {
    signInAs('ana');
    const { response, error } = await api.PUT('/customer', {
      body: { customer_id: 1, name: 'Otra', address: { city: 'CDMX', state: 'CDMX', country: ' ' } },
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('Debes agregar tu país.');
    expect((await api.GET('/customer')).data!.customer.name).toBe('Ana');
  });

  it("refuses another customer's profile, a taken phone and a malformed one", async () => {
    signInAs('ana');
    const other = await api.PUT('/customer', { body: { customer_id: 2, name: 'X' } });
    expect(other.response.status).toBe(403);
    const taken = await api.PUT('/customer', { body: { customer_id: 1, phone: '55 2222 2222' } });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.message).toBe('Ya existe una cuenta con ese número de teléfono');
    const malformed = await api.PUT('/customer', { body: { customer_id: 1, phone: '12345' } });
    expect(malformed.response.status).toBe(400);
    expect(malformed.error?.message).toBe('El formato del teléfono no es correcto.');
  });
});

describe('public lookups', () => {
  it('finds a customer by phone, or answers null', async () => {
    const found = await api.GET('/customer/phone', { params: { query: { phone: '5511111111' } } });
    expect(found.data?.customer?.customer_id).toBe(1);
    expect(found.data?.customer).not.toHaveProperty('birthdate');
    const none = await api.GET('/customer/phone', { params: { query: { phone: '5500000001' } } });
    expect(none.data?.customer).toBeNull();
  });

  it('sends the recovery email only to a known account', async () => {
    const known = await api.POST('/customer/recover', { body: { email: 'ANA@demo.mx' } });
    expect(known.data?.message).toBe('Te hemos enviado un correo para reestablecer tu contraseña.');
    const unknown = await api.POST('/customer/recover', { body: { email: 'nadie@demo.mx' } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.message).toBe(
      'Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!',
    );
  });
});

describe('POST /customer/signup', () => {
  it('creates the customer, links the user and records the accepted pages', async () => {
    signInAsNewIdentity();
    const { data, response } = await api.POST('/customer/signup', { body: newCustomer });
    expect(response.status).toBe(200);
    expect(data!.customer).toMatchObject({ name: 'Nora', phone: '5599990000', has_unlimited: false });
    const me = (await api.GET('/customer')).data!;
    expect(me.user).toMatchObject({ uid: 'nueva-identidad', role: 'customer' });
    expect(me.user.customer_id).toBe(data!.customer.customer_id);
    expect(me.customer.accepted_pages?.map((page) => page.page_id)).toEqual([PAGE.terms, PAGE.privacy]);
  });

  it('answers 409 to someone who already has an account, by token or by email', async () => {
    signInAs('ana');
    const again = await api.POST('/customer/signup', { body: { ...newCustomer, uid: 'qa-ana' } });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('Ya tienes una cuenta con nosotros. Por favor, inicia sesión.');
    signInAsNewIdentity();
    const sameEmail = await api.POST('/customer/signup', { body: { ...newCustomer, email: 'ana@demo.mx' } });
    expect(sameEmail.response.status).toBe(409);
    expect(sameEmail.error?.message).toBe('Ya tienes una cuenta con nosotros. Por favor, inicia sesión.');
  });

  it('answers 409 when the phone belongs to another account', async () => {
    signInAsNewIdentity();
    const { response, error } = await api.POST('/customer/signup', {
      body: { ...newCustomer, phone: '5511111111' },
    });
    expect(response.status).toBe(409);
    expect(error?.message).toBe('Ya existe una cuenta con ese número de teléfono');
  });

  it('requires every sign-up document and the token owner', async () => {
    signInAsNewIdentity();
    const terms = await api.POST('/customer/signup', {
      body: { ...newCustomer, accepted_pages: [PAGE.terms] },
    });
    expect(terms.response.status).toBe(400);
    expect(terms.error?.message).toBe('Debes aceptar los términos y condiciones antes de continuar.');
    const stranger = await api.POST('/customer/signup', { body: { ...newCustomer, uid: 'otra' } });
    expect(stranger.response.status).toBe(400);
    expect((await api.GET('/customer')).response.status).toBe(404);
  });
});

describe('the rest of the account', () => {
  it('saves the customer fields of the sign-up form answers', async () => {
    signInAs('incompleta');
    const { data } = await api.POST('/customer/signup/form', {
      body: {
        form_id: FORM.signup,
        answers: { phone: '55 1212 1212', birthdate: '1990-01-31', color: 'azul' },
      },
    });
    expect(data?.message).toBe('Información guardada.');
    const customer = (await api.GET('/customer')).data!.customer;
    expect(customer).toMatchObject({ phone: '5512121212', birthdate: '1990-01-31' });
    const missing = await api.POST('/customer/signup/form', { body: { form_id: 999, answers: {} } });
    expect(missing.response.status).toBe(404);
  });

  it("updates the caller's user and refuses an email in use", async () => {
    signInAs('ana');
    const { data } = await api.PUT('/customer/user', { body: { name: 'Ana G.' } });
    expect(data?.user).toMatchObject({ uid: 'qa-ana', name: 'Ana G.' });
    const taken = await api.PUT('/customer/user', { body: { email: 'suscrita@demo.mx' } });
    expect(taken.response.status).toBe(409);
  });

  it("lists the caller's penalties and credits still in force", async () => {
    signInAs('penalizada');
    expect((await api.GET('/customer/penalties')).data?.penalties).toHaveLength(1);
    signInAs('sincreditos');
    expect((await api.GET('/customer/penalties')).data?.penalties).toEqual([]);
    // Their only row expired three days ago.
    expect((await api.GET('/customer/available_classes')).data?.available_classes).toEqual([]);
    signInAs('suscrita');
    const rows = (await api.GET('/customer/available_classes')).data!.available_classes;
    expect(rows.map((row) => row.available_classes)).toEqual([8, 2]);
    expect(rows[1]).not.toHaveProperty('customer_id');
  });
});
