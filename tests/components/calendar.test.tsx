import type { Customer } from '#src/api/entities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { server } from '#mocks/node';
import { seedDb } from '#mocks/seed';
import type { Account } from '#machines/session/context';
import { mountStudioCalendar } from './studio-calendar-mount';

// The flows the buttons open belong to other screens' tests: here they are spies.
const flows = vi.hoisted(() => ({
  reserve: vi.fn(),
  cancel: vi.fn(),
  join: vi.fn(),
  leave: vi.fn(),
  reserveChanged: null as null | (() => void),
  onWaitlist: new Set<number>(),
}));
vi.mock('#src/ui/reserve/use-reserve-flow', () => ({
  useReserveFlow: ({ onChanged }: { onChanged: () => void }) => {
    flows.reserveChanged = onChanged;
    return { reserve: flows.reserve, cancel: flows.cancel, element: null };
  },
}));
vi.mock('#src/ui/waitlist/use-waitlist-flow', () => ({
  useWaitlistFlow: () => ({
    join: flows.join,
    leave: flows.leave,
    isOnWaitlist: (id: number) => flows.onWaitlist.has(id),
    waitlistPosition: () => null,
    element: null,
  }),
}));

// Wednesday 18 November 2026, 12:00 on the studio's clock (UTC-6): the seed is built around it.
const NOW = new Date('2026-11-18T18:00:00.000Z');
let phone = false;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await seedDb();
  phone = false;
  // jsdom has no media queries: every min-width matches on a desktop, only `0px` on a phone.
  window.matchMedia = ((query: string) => ({
    media: query,
    matches: !phone || /min-width:\s*0px/.test(query),
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  })) as unknown as typeof window.matchMedia;
  vi.clearAllMocks();
  flows.onWaitlist.clear();
});

afterEach(() => vi.useRealTimers());

const ana: Account = {
  identity: { uid: 'qa-ana', email: 'ana@demo.mx' },
  customer: { customer_id: 1, name: 'Ana', email: 'ana@demo.mx' } as Customer,
  user: null,
};

const mountCalendar = (account: Account | null) => mountStudioCalendar(account);

async function renderCalendar(account: Account | null = null) {
  await mountCalendar(account);
  await screen.findByRole('heading', { name: /Miércoles\s*18/ });
}

const column = (name: RegExp) => screen.getByRole('region', { name });
const card = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('article', { name });

describe('the weekly calendar', () => {
  it('shows the week: month, Semana n, legend, studio filter and seven named days', async () => {
    await renderCalendar();
    expect(screen.getByRole('heading', { name: 'Noviembre 2026' })).toBeInTheDocument();
    expect(screen.getByText('Semana 3')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Simbología' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Disponible', 'Reservada', 'Sin Lugares']);
    expect(screen.getByRole('combobox', { name: 'Estudio' })).toHaveDisplayValue('Todos los Estudios');
    const names = screen.getAllByRole('region').map((region) => region.textContent?.slice(0, 12));
    expect(screen.getAllByRole('region')).toHaveLength(7);
    expect(names[0]).toMatch(/^Lunes16/);
    expect(names[6]).toMatch(/^Domingo22/);
  });

  it('shows each card as the rules say: places, Sold Out, tags, Comprar, the lead time', async () => {
    await renderCalendar();
    const thursday = column(/Jueves\s*19/);
    const full = card(thursday, /Yoga\s*12:00/);
    expect(within(full).getByText('Sold Out')).toBeInTheDocument();
    expect(within(full).getByRole('button', { name: /Lista de Espera/ })).toBeInTheDocument();
    expect(full).toHaveAttribute('data-look', 'full');
    expect(within(card(thursday, /Yoga\s*09:00/)).getByText('Principiantes')).toBeInTheDocument();
    const cycling = card(column(/Viernes\s*20/), /Cycling\s*07:00/);
    expect(within(cycling).getByText(/^\d+ lugares$/)).toBeInTheDocument();
    expect(within(cycling).getByText('Intenso')).toBeInTheDocument();
    const bound = card(column(/Sábado\s*21/), /Yoga\s*17:00/);
    expect(within(bound).getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', '/checkout/7');
    expect(within(bound).queryByRole('button', { name: 'Reservar' })).toBeNull();
    // Half an hour away, inside the one-hour lead time: nothing to press.
    const soon = card(column(/Miércoles\s*18/), /Pilates Mat\s*12:30/);
    expect(within(soon).queryByRole('button')).toBeNull();
    // This morning's class has started.
    expect(within(card(column(/Miércoles\s*18/), /Cycling\s*07:00/)).queryByRole('button')).toBeNull();
  });

  it('hands Reservar and Lista de Espera to their flows, and reloads when a flow says so', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/single_class?')) requests.push(request.url);
    });
    await renderCalendar();
    const friday = column(/Viernes\s*20/);
    await user.click(within(card(friday, /Pilates Mat\s*18:00/)).getByRole('button', { name: 'Reservar' }));
    expect(flows.reserve).toHaveBeenCalledWith(
      expect.objectContaining({ class_date: '2026-11-20T18:00:00.000Z' }),
    );
    await user.click(
      within(card(column(/Jueves\s*19/), /Yoga\s*12:00/)).getByRole('button', { name: /Lista/ }),
    );
    expect(flows.join).toHaveBeenCalledWith(expect.objectContaining({ description: 'Yoga de mediodía' }));
    const before = requests.length;
    flows.reserveChanged?.();
    // The same week again (the weeks either side are fetched ahead around it).
    await waitFor(() =>
      expect(requests.slice(before)).toContainEqual(
        expect.stringContaining('start_date=2026-11-16&end_date=2026-11-22'),
      ),
    );
    server.events.removeAllListeners('request:start');
  });

  it('marks a class the customer waits for with a check, and Lista de Espera then leaves', async () => {
    const user = userEvent.setup();
    const { seeded } = await import('#mocks/seed');
    const fullId = seeded!.full;
    flows.onWaitlist.add(fullId);
    await renderCalendar(ana);
    const full = card(column(/Jueves\s*19/), /Yoga\s*12:00/);
    const button = within(full).getByRole('button', {
      name: /^Lista de Espera\s*\(ya estás en la lista de espera\)$/,
    });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(flows.leave).toHaveBeenCalledWith(expect.objectContaining({ single_class_id: fullId }));
    expect(flows.join).not.toHaveBeenCalled();
  });

  it("shows ana's reservation next week with the reserved look and Cancelar", async () => {
    const user = userEvent.setup();
    await renderCalendar(ana);
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    const tuesday = await screen.findByRole('region', { name: /Martes\s*24/ });
    const mine = card(tuesday, /Yoga\s*09:00/);
    expect(mine).toHaveAttribute('data-look', 'reserved');
    expect(within(mine).getByText('Reservada')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Cancelar' }));
    expect(flows.cancel).toHaveBeenCalledWith(
      expect.objectContaining({ single_class_id: expect.any(Number) }),
      1,
    );
    expect(screen.getByText('Semana 4')).toBeInTheDocument();
  });

  it('moves by month to the first week of the month', async () => {
    const user = userEvent.setup();
    await renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Diciembre 2026' })).toBeInTheDocument();
    expect(screen.getByText('Semana 1')).toBeInTheDocument();
    // Nothing is scheduled that far ahead.
    expect(await screen.findByText('No hay más clases programadas esta semana.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('heading', { name: 'Noviembre 2026' })).toBeInTheDocument();
    expect(screen.getByText('Semana 1')).toBeInTheDocument();
    // The first week of November (2 to 8) is before the seeded weeks; the next one has classes.
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(await screen.findByRole('heading', { name: /Lunes\s*9/ })).toBeInTheDocument();
    expect(screen.getByText('Semana 2')).toBeInTheDocument();
  });

  it('narrows the week to one studio', async () => {
    const user = userEvent.setup();
    await renderCalendar();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estudio' }), 'Lumen Polanco');
    await waitFor(() =>
      expect(within(column(/Lunes\s*16/)).queryByRole('article', { name: /Cycling/ })).toBeNull(),
    );
    const studios = screen
      .getAllByRole('article')
      .map((article) => within(article).queryByText(/Lumen/)?.textContent);
    expect(new Set(studios)).toEqual(new Set(['Lumen Polanco']));
  });

  it('says so, with Reintentar, when the schedule cannot load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/single_class', () => {
        throw apiError(500, 'Error interno.');
      }),
    );
    await mountCalendar(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los horarios.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: /Lunes\s*16/ })).toBeInTheDocument();
  });

  it('on a phone shows one day at a time, opening on today', async () => {
    phone = true;
    const user = userEvent.setup();
    await renderCalendar();
    expect(screen.queryAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Miércoles 18' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estudio' }), 'Lumen Roma');
    await user.click(await screen.findByRole('button', { name: 'Domingo 22' }));
    expect(await screen.findByText('No hay clases programadas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lunes 16' }));
    expect(screen.getByRole('heading', { name: 'Lunes 16' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });
});
