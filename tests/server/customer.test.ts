import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOW } from './support/clock';
import { backends, bearer, startServer, type TestServer } from './support/harness';

const newcomer = { uid: 'nueva-1', email: 'nueva@demo.mx' };

describe.each(backends())('the customer on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/__test__/reset',
      payload: { now: NOW.toISOString() },
    });
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const signupBody = (overrides: Record<string, unknown> = {}) => ({
    email: newcomer.email,
    name: 'Nora',
    last_name: 'Nueva',
    phone: '55 1234 5678',
    accepted_pages: [] as number[],
    ...overrides,
  });

  async function requiredPages(): Promise<number[]> {
    const pages = (await call('GET', '/pages', {})).json<{
      pages: Array<{ page_id: number; required_signup: boolean }>;
    }>().pages;
    return pages.filter((page) => page.required_signup).map((page) => page.page_id);
  }

  it('signs up a new identity, stores the customer and the accepted documents', async () => {
    const accepted_pages = await requiredPages();
    const answer = await call('POST', '/customer/signup', bearer(newcomer), signupBody({ accepted_pages }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ customer: { uid: 'nueva-1', name: 'Nora', phone: '5512345678' } });
    const me = await call('GET', '/customer', bearer(newcomer));
    expect(me.json()).toMatchObject({ user: { uid: 'nueva-1', role: 'customer' } });
    expect(me.json<{ customer: { accepted_pages: unknown[] } }>().customer.accepted_pages).toHaveLength(
      accepted_pages.length,
    );
    const again = await call('POST', '/customer/signup', bearer(newcomer), signupBody({ accepted_pages }));
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'Ya tienes una cuenta con nosotros. Por favor, inicia sesión.', code: 'already_customer' },
    ]);
  });

  it("refuses a phone that another customer has, with the mocks' message and code", async () => {
    const answer = await call(
      'POST',
      '/customer/signup',
      bearer(newcomer),
      signupBody({ phone: '5511111111', accepted_pages: await requiredPages() }),
    );
    expect([answer.statusCode, answer.json()]).toEqual([
      409,
      { message: 'Ya existe una cuenta con ese número de teléfono', code: 'phone_taken' },
    ]);
    const lookup = await call('GET', '/customer/phone?phone=55%201111%201111', {});
    expect(lookup.json()).toEqual({
      customer: {
        customer_id: 1,
        name: 'Ana',
        last_name: 'García',
        email: 'ana@demo.mx',
        phone: '5511111111',
      },
    });
  });

  it('asks for the required documents before creating the account', async () => {
    const required = await requiredPages();
    if (required.length === 0) return;
    const answer = await call('POST', '/customer/signup', bearer(newcomer), signupBody());
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      { message: 'Debes aceptar los términos y condiciones antes de continuar.' },
    ]);
  });

  it('refuses a value of the wrong kind in Spanish, before any handler', async () => {
    const answer = await call('POST', '/customer/signup', bearer(newcomer), signupBody({ name: 42 }));
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      { message: 'Datos inválidos: «name» debe ser un texto.' },
    ]);
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/customer/signup',
      headers: { ...bearer(newcomer), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect([notJson.statusCode, notJson.json()]).toEqual([
      400,
      { message: 'El cuerpo de la solicitud no es JSON válido.' },
    ]);
  });

  it('updates only the own profile, and stores the billing address sent with it', async () => {
    const other = await call('PUT', '/customer', bearer('ana'), { customer_id: 2, name: 'Otra' });
    expect([other.statusCode, other.json()]).toEqual([
      403,
      { message: 'Solo puedes actualizar tu propio perfil.' },
    ]);
    const incomplete = await call('PUT', '/customer', bearer('sincreditos'), {
      customer_id: 4,
      address: { city: 'CDMX' },
    });
    expect([incomplete.statusCode, incomplete.json()]).toEqual([
      400,
      { message: 'Debes agregar tu estado.' },
    ]);
    const saved = await call('PUT', '/customer', bearer('sincreditos'), {
      customer_id: 4,
      instagram: '@sara',
      address: { street: 'Durango', city: 'Ciudad de México', state: 'CDMX', country: 'México' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      customer: { instagram: '@sara', address: { street: 'Durango', state: 'CDMX' } },
    });
    const taken = await call('PUT', '/customer', bearer('sincreditos'), {
      customer_id: 4,
      email: 'ANA@demo.mx',
    });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'Ya existe una cuenta con ese correo.', code: 'email_taken' },
    ]);
  });

  it('lists the own credits still valid and the own penalties', async () => {
    const credits = await call('GET', '/customer/available_classes', bearer('ana'));
    expect(credits.json()).toMatchObject({ available_classes: [{ available_classes: 10 }] });
    const expired = await call('GET', '/customer/available_classes', bearer('sincreditos'));
    expect(expired.json()).toEqual({ available_classes: [] });
    const penalties = await call('GET', '/customer/penalties', bearer('penalizada'));
    expect(penalties.json<{ penalties: unknown[] }>().penalties).toHaveLength(1);
  });

  it('accepts a document once for the own account only', async () => {
    const page_id = (await call('GET', '/pages', {})).json<{ pages: Array<{ page_id: number }> }>().pages[0]!
      .page_id;
    const forOther = await call('POST', '/accepted_pages', bearer('terminos'), { page_id, customer_id: 1 });
    expect([forOther.statusCode, forOther.json()]).toEqual([
      403,
      { message: 'Solo puedes aceptar documentos para tu propia cuenta.' },
    ]);
    const first = await call('POST', '/accepted_pages', bearer('terminos'), { page_id, customer_id: 6 });
    const second = await call('POST', '/accepted_pages', bearer('terminos'), { page_id, customer_id: 6 });
    expect(second.json()).toEqual(first.json());
  });
});
