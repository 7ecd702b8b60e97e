import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { indexHandlers } from '#mocks/handler-index';

/** What one request gets from `handlers` behind the index, and from MSW's own list. */
async function answers(handlers: RequestHandler[], method: string, url: string) {
  const read = async (list: RequestHandler[]) => {
    const response = await getResponse(list, new Request(url, { method }));
    return response ? `${response.status} ${await response.text()}` : 'unhandled';
  };
  const indexed = await read([indexHandlers(handlers)]);
  expect(indexed, `${method} ${url}: the index answers as MSW's list does`).toBe(await read(handlers));
  return indexed;
}

const seen: string[] = [];
const HANDLERS = [
  // Like the mocks' faults: every /api call meets it first; it answers only when told to.
  http.all('*/api/*', ({ request }) => {
    seen.push(`all ${new URL(request.url).pathname}`);
    return request.headers.get('x-fail') ? HttpResponse.text('fault', { status: 500 }) : undefined;
  }),
  http.get('*/api/videos/upcoming', () => HttpResponse.text('upcoming')),
  http.get('*/api/videos/:id', ({ params }) => HttpResponse.text(`video ${String(params.id)}`)),
  http.post('*/api/videos/:id', () => HttpResponse.text('saved')),
  http.get('*/api/customer', () => HttpResponse.text('customer')),
  http.get('*/api/:anything/list', () => HttpResponse.text('any list')),
  http.post('*/identitytoolkit.googleapis.com/v1/accounts\\:signUp', () => HttpResponse.text('signed up')),
];

describe('the mocks behind one handler index', () => {
  it('answers every request as MSW would with the handlers in turn', async () => {
    expect(await answers(HANDLERS, 'GET', 'http://localhost/api/videos/upcoming')).toBe('200 upcoming');
    expect(await answers(HANDLERS, 'GET', 'http://localhost/api/videos/7')).toBe('200 video 7');
    expect(await answers(HANDLERS, 'POST', 'http://localhost/api/videos/7')).toBe('200 saved');
    expect(await answers(HANDLERS, 'DELETE', 'http://localhost/api/videos/7')).toBe('unhandled');
    // MSW matches paths case-insensitively; the index keeps that.
    expect(await answers(HANDLERS, 'GET', 'http://localhost/API/Customer')).toBe('200 customer');
    expect(await answers(HANDLERS, 'GET', 'http://localhost/api/tags/list')).toBe('200 any list');
    expect(
      await answers(HANDLERS, 'POST', 'http://localhost/identitytoolkit.googleapis.com/v1/accounts:signUp'),
    ).toBe('200 signed up');
    expect(await answers(HANDLERS, 'GET', 'http://localhost/assets/app.js')).toBe('unhandled');
  });

  it('lets a handler that answers nothing pass the request on, and stops at the first answer', async () => {
    seen.length = 0;
    const failing = new Request('http://localhost/api/customer', { headers: { 'x-fail': '1' } });
    const response = await getResponse([indexHandlers(HANDLERS)], failing);
    expect(response?.status).toBe(500);
    expect(await answers(HANDLERS, 'GET', 'http://localhost/api/customer')).toBe('200 customer');
    expect(seen).toEqual(['all /api/customer', 'all /api/customer', 'all /api/customer']);
  });

  it('keeps the order of precedence of handlers that share a path', async () => {
    const first = http.get('*/api/customer', () => HttpResponse.text('first'));
    const second = http.get('*/api/customer', () => HttpResponse.text('second'));
    expect(await answers([first, second], 'GET', 'http://localhost/api/customer')).toBe('200 first');
    expect(await answers([second, first], 'GET', 'http://localhost/api/customer')).toBe('200 second');
  });

  it('hands a request only to the handlers its method and path can reach', async () => {
    const tried: string[] = [];
    const spy = (name: string, handler: RequestHandler) => {
      const run = handler.run.bind(handler);
      handler.run = (args) => {
        tried.push(name);
        return run(args);
      };
      return handler;
    };
    const index = indexHandlers([
      spy(
        'faults',
        http.all('*/api/*', () => undefined),
      ),
      spy(
        'videos',
        http.get('*/api/videos/:id', () => HttpResponse.text('video')),
      ),
      spy(
        'customer',
        http.get('*/api/customer', () => HttpResponse.text('customer')),
      ),
      spy(
        'save customer',
        http.put('*/api/customer', () => HttpResponse.text('saved')),
      ),
    ]);
    await getResponse([index], new Request('http://localhost/assets/app.js'));
    expect(tried).toEqual(['faults']);
    tried.length = 0;
    await getResponse([index], new Request('http://localhost/api/customer'));
    expect(tried).toEqual(['faults', 'customer']);
  });
});

describe('saving after a write', () => {
  it('runs before the answer to a write reaches the page, and not for reads or unanswered requests', async () => {
    const events: string[] = [];
    const index = indexHandlers(HANDLERS, { afterWrite: () => events.push('saved') });
    const ask = async (method: string, url: string) => {
      const response = await getResponse([index], new Request(url, { method }));
      events.push(`answer ${method} ${response ? response.status : 'unhandled'}`);
    };
    await ask('POST', 'http://localhost/api/videos/7');
    await ask('GET', 'http://localhost/api/videos/7');
    await ask('DELETE', 'http://localhost/api/videos/7');
    expect(events).toEqual(['saved', 'answer POST 200', 'answer GET 200', 'answer DELETE unhandled']);
  });
});
