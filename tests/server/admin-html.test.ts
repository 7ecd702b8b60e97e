import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, startServer, type TestServer } from './support/harness';

/*
 * Staff HTML is cleaned when it is saved, with the app's allow-list (decisions 035, 061), so no
 * client of the API ever receives script, whatever it renders with. (The mocks keep what staff
 * typed: only the app reads them, and it renders through the same sanitiser.)
 */
const HOSTILE =
  '<p><b>Hola</b> <a href="javascript:alert(1)">liga</a></p><img src=x onerror="alert(2)"><script>alert(3)</script>' +
  '<style>body{display:none}</style><a href="https://estudio.mx" target="_blank">sitio</a>';

describe.each(backends())('staff HTML on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  const send = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const answer = await server.app.inject({ method, url: `/api${url}`, headers: bearer('admin'), payload });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  function expectClean(html: string | null) {
    expect(html).not.toMatch(/onerror|<script|javascript:|<style/i);
    expect(html).toContain('<b>Hola</b>');
    expect(html).toContain(
      '<a href="https://estudio.mx" target="_blank" rel="noopener noreferrer">sitio</a>',
    );
  }

  it('cleans a page, an announcement and payment instructions when they are saved', async () => {
    await send('POST', '/pages', { slug: 'hostil', title: 'Hostil', content: HOSTILE });
    expectClean((await send('GET', '/pages/hostil')).page.content);

    const { announcement } = await send('POST', '/announcements', { title: 'Aviso', content: HOSTILE });
    expectClean((await send('GET', `/announcements/${announcement.announcement_id}`)).announcement.content);

    const { payment_method } = await send('POST', '/payment_methods', {
      name: 'OXXO',
      instructions: HOSTILE,
    });
    expectClean(payment_method.instructions);
    const listed = (await send('GET', '/payment_methods')).payment_methods;
    expectClean(listed.find((row: { name: string }) => row.name === 'OXXO').instructions);
  });
});
