import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeMockClock } from '#mocks/clock';
import { server } from '#mocks/node';
import { seedDb } from '#mocks/seed';
import { apiBaseUrl } from '#src/api/client';
import { dayjs } from '#src/domain/dates';
import { AttendancePage } from '#src/admin/reports/attendance-page';
import { ClassFillPage } from '#src/admin/reports/class-fill-page';
import { CoachesPage } from '#src/admin/reports/coaches-page';
import { CustomersPage } from '#src/admin/reports/customers-page';
import { SalesPage } from '#src/admin/reports/sales-page';
import { NOW } from '#tests/server/support/clock';
import { renderWithSession } from './account-render';

const downloads = vi.hoisted(() => [] as Array<{ fileName: string; content: string }>);
vi.mock('#src/ui/download-file', () => ({
  downloadFile: (fileName: string, content: string) => downloads.push({ fileName, content }),
}));

beforeEach(async () => {
  freezeMockClock(NOW);
  downloads.length = 0;
  await seedDb();
});
afterEach(() => freezeMockClock(undefined));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const renderSales = (search = '') =>
  renderWithSession(
    'admin',
    <MemoryRouter initialEntries={[`/admin/reportes/ventas${search}`]}>
      <Routes>
        <Route
          path="/admin/reportes/ventas"
          element={
            <>
              <SalesPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

// jsdom applies no media queries: the tables and the cards are both in the DOM.
const rowsOf = (testId: string) =>
  [...screen.getByTestId(`${testId}-table`).querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
const pesos = (text: string) => Number(text.replace(/[$,]/g, ''));

/** The CSV's rows without the BOM, each field unquoted. */
const csvRows = (content: string) =>
  content
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));

describe('the sales report', () => {
  it('shows the last 30 days by default: the total is the sum of each table', async () => {
    await renderSales();
    const total = await screen.findByTestId('sales-total');
    expect(screen.getByRole('heading', { level: 1, name: 'Ventas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-10-27');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-25');
    const shown = pesos(/^(\S+)/.exec(total.textContent ?? '')![1]!);
    expect(shown).toBeGreaterThan(0);
    expect(rowsOf('sales-periods')).toHaveLength(30);
    for (const table of ['sales-periods', 'sales-packages', 'sales-methods']) {
      const sum = rowsOf(table).reduce((cents, row) => cents + Math.round(pesos(row[2]!) * 100), 0);
      expect([table, sum / 100]).toEqual([table, shown]);
    }
    expect(screen.getByTestId('sales-recurring')).toHaveTextContent(/al mes de \d+ suscripci/);
    // Each chart is one named picture of the table that follows it.
    expect(screen.getByRole('img', { name: /^Gráfica: Ventas por paquete\./ })).toBeInTheDocument();
  });

  it("downloads a CSV of exactly the table's rows: BOM, every field quoted, pesos with two decimals", async () => {
    const user = userEvent.setup();
    await renderSales();
    await screen.findByTestId('sales-total');
    await user.click(screen.getByTestId('sales-packages-csv'));
    expect(downloads).toHaveLength(1);
    const { fileName, content } = downloads[0]!;
    expect(fileName).toBe('ventas-paquetes-2026-10-27-2026-11-25.csv');
    expect(content.startsWith('\uFEFF"Paquete","Compras","Total"\r\n')).toBe(true);
    const [header, ...rows] = csvRows(content);
    expect(header).toEqual(['Paquete', 'Compras', 'Total']);
    expect(rows).toEqual(
      rowsOf('sales-packages').map(([name, count, total]) => [name, count, pesos(total!).toFixed(2)]),
    );
    expect(rows.every((row) => /^\d+\.\d{2}$/.test(row[2]!))).toBe(true);
  });

  it('keeps the period and the grouping in the address, and reads them back', async () => {
    const user = userEvent.setup();
    await renderSales('?from=2026-09-01&to=2026-11-25');
    await screen.findByTestId('sales-total');
    await user.selectOptions(screen.getByLabelText('Agrupar por'), 'month');
    await waitFor(() =>
      expect(rowsOf('sales-periods').map((row) => row[0])).toEqual([
        'septiembre 2026',
        'octubre 2026',
        'noviembre 2026',
      ]),
    );
    expect(screen.getByTestId('address')).toHaveTextContent('?from=2026-09-01&to=2026-11-25&group=month');
    const from = screen.getByLabelText('Desde');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('?from=2026-11-01&to=2026-11-25&group=month'),
    );
    await waitFor(() => expect(rowsOf('sales-periods').map((row) => row[0])).toEqual(['noviembre 2026']));
  });

  it('a server error says so in Spanish with Reintentar, and retrying shows the report', async () => {
    server.use(
      http.get(
        `${apiBaseUrl()}/admin/reports/sales`,
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const user = userEvent.setup();
    await renderSales();
    expect(await screen.findByText('No pudimos cargar el reporte.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('sales-total')).toBeInTheDocument();
    expect(within(screen.getByTestId('sales-periods-table')).getAllByRole('row').length).toBeGreaterThan(1);
  });
});

const renderFill = (search = '') =>
  renderWithSession(
    'recepcion',
    <MemoryRouter initialEntries={[`/admin/reportes/ocupacion${search}`]}>
      <Routes>
        <Route
          path="/admin/reportes/ocupacion"
          element={
            <>
              <ClassFillPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('the class fill report', () => {
  it('gives the front desk the fill by class type adding up to the summary, and the weak classes as links', async () => {
    await renderFill();
    const summary = await screen.findByTestId('fill-summary');
    const [, booked, capacity, classes] = /: (\d+) de (\d+) lugares en (\d+) clases/.exec(
      summary.textContent ?? '',
    )!;
    const types = rowsOf('fill-types');
    expect(types.length).toBeGreaterThan(1);
    expect([
      types.reduce((sum, row) => sum + Number(row[1]), 0),
      types.reduce((sum, row) => sum + Number(row[2]), 0),
      types.reduce((sum, row) => sum + Number(row[3]), 0),
    ]).toEqual([Number(classes), Number(booked), Number(capacity)]);
    const under = screen.getByTestId('fill-under-table');
    const link = within(under).getAllByRole('link')[0]!;
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/admin\/horarios\/clase\/\d+$/));
    expect(link).toHaveAccessibleName(/^Lista de /);
  });

  it("downloads the heat map's CSV cell for cell, and filters by location through the address", async () => {
    const user = userEvent.setup();
    await renderFill();
    await screen.findByTestId('fill-summary');
    await user.click(screen.getByTestId('fill-slots-csv'));
    const [header, ...rows] = csvRows(downloads[0]!.content);
    const table = screen.getByTestId('fill-slots-table');
    expect(header).toEqual([...table.querySelectorAll('thead th')].map((th) => th.textContent));
    expect(rows).toEqual(
      rowsOf('fill-slots').map(([day, ...cells]) => [
        day,
        ...cells.map((cell) => (cell === '—' ? '' : cell.replace('%', ''))),
      ]),
    );
    const before = Number(/en (\d+) clases/.exec(screen.getByTestId('fill-summary').textContent ?? '')![1]);
    await user.selectOptions(screen.getByLabelText('Sede'), 'Lumen Roma');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('location_id=1'));
    await waitFor(() =>
      expect(
        Number(/en (\d+) clases/.exec(screen.getByTestId('fill-summary').textContent ?? '')![1]),
      ).toBeLessThan(before),
    );
  });
});

const renderAttendance = () =>
  renderWithSession(
    'recepcion',
    <MemoryRouter initialEntries={['/admin/reportes/asistencia']}>
      <Routes>
        <Route path="/admin/reportes/asistencia" element={<AttendancePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the attendance report', () => {
  it('gives the front desk the no-shows by class type adding up to the summary, and the busiest customers as links', async () => {
    await renderAttendance();
    const summary = await screen.findByTestId('attendance-summary');
    const [, attended, booked, classes] =
      /^(\d+) de (\d+) lugares reservados con asistencia en (\d+) clases/.exec(summary.textContent ?? '')!;
    expect(summary).toHaveTextContent(/Inasistencias: \d+\.\d%\. Cancelaciones tardías: \d+\.\d%\./);
    const types = rowsOf('attendance-types');
    expect(types.length).toBeGreaterThan(1);
    expect([1, 2, 3].map((column) => types.reduce((sum, row) => sum + Number(row[column]), 0))).toEqual([
      Number(classes),
      Number(booked),
      Number(attended),
    ]);
    const busiest = screen.getByTestId('attendance-busiest-table');
    const link = within(busiest).getAllByRole('link')[0]!;
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/admin\/clientes\/\d+$/));
    expect(link).toHaveAccessibleName(/^Ficha de /);
    expect(screen.getByRole('img', { name: /^Gráfica: Inasistencias por coach\./ })).toBeInTheDocument();
  });

  it("downloads the hours' CSV row for row as the table shows them", async () => {
    const user = userEvent.setup();
    await renderAttendance();
    await screen.findByTestId('attendance-summary');
    await user.click(screen.getByTestId('attendance-hours-csv'));
    const { fileName, content } = downloads[0]!;
    expect(fileName).toBe('asistencia-horas-2026-10-27-2026-11-25.csv');
    const [header, ...rows] = csvRows(content);
    const table = screen.getByTestId('attendance-hours-table');
    expect(header).toEqual([...table.querySelectorAll('thead th')].map((th) => th.textContent));
    expect(rows).toEqual(rowsOf('attendance-hours').map((row) => row.map((cell) => cell.replace('%', ''))));
  });
});

describe('the coaches report', () => {
  it("gives the front desk each coach's classes and stars, and a CSV of exactly the table", async () => {
    const user = userEvent.setup();
    await renderWithSession(
      'recepcion',
      <MemoryRouter initialEntries={['/admin/reportes/coaches']}>
        <Routes>
          <Route path="/admin/reportes/coaches" element={<CoachesPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const summary = await screen.findByTestId('coaches-summary');
    expect(summary).toHaveTextContent(/^\d+ clases impartidas, \d+\.\d% de asistencia$/);
    const rows = rowsOf('coaches-rows');
    expect(rows.length).toBeGreaterThan(1);
    await user.click(screen.getByTestId('coaches-rows-csv'));
    const { fileName, content } = downloads[0]!;
    expect(fileName).toBe('coaches-2026-10-27-2026-11-25.csv');
    const [header, ...csv] = csvRows(content);
    expect(header).toEqual([
      'Coach',
      'Clases',
      'Reservados',
      'Asistieron',
      'Asistencia',
      'Calificación',
      'Calificaciones',
    ]);
    expect(csv).toEqual(
      rows.map((row) => row.map((cell) => (cell === 'Sin calificaciones' ? '' : cell.replace('%', '')))),
    );
  });
});

describe('the customers report', () => {
  // The seed's last week: every list filled.
  const renderCustomers = () =>
    renderWithSession(
      'recepcion',
      <MemoryRouter initialEntries={['/admin/reportes/clientes?from=2026-11-20&to=2026-11-25']}>
        <Routes>
          <Route path="/admin/reportes/clientes" element={<CustomersPage />} />
        </Routes>
      </MemoryRouter>,
    );

  it('gives the front desk the four lists with their counts, each name a link to the customer', async () => {
    await renderCustomers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    for (const [heading, part] of [
      ['Nuevos', 'nuevos'],
      ['Activos', 'activos'],
      ['Recurrentes', 'recurrentes'],
      ['En riesgo', 'en-riesgo'],
    ] as const) {
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      const shown = rowsOf(`customers-${part}`).length;
      expect([heading, shown]).not.toEqual([heading, 0]);
      expect([heading, screen.getByTestId(`customers-${part}-count`).textContent]).toEqual([
        heading,
        shown === 1 ? '1 cliente' : `${shown} clientes`,
      ]);
    }
    // The seed: Teresa signed up five days ago; Irene holds credits and has never come.
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-20');
    expect(rowsOf('customers-nuevos').map((row) => row[0])).toContain('Teresa Medina');
    const atRisk = rowsOf('customers-en-riesgo');
    expect(atRisk.find((row) => row[0] === 'Irene Campos')?.[3]).toBe('Nunca');
    const link = within(screen.getByTestId('customers-activos-table')).getByRole('link', {
      name: 'Ficha de Valeria Torres',
    });
    expect(link).toHaveAttribute('href', '/admin/clientes/101');
  });

  it("downloads each list's CSV row for row as the table shows it", async () => {
    const user = userEvent.setup();
    await renderCustomers();
    await screen.findByTestId('customers-en-riesgo-count');
    await user.click(screen.getByTestId('customers-en-riesgo-csv'));
    const { fileName, content } = downloads[0]!;
    expect(fileName).toBe('clientes-en-riesgo-2026-11-20-2026-11-25.csv');
    const [header, ...rows] = csvRows(content);
    const table = screen.getByTestId('customers-en-riesgo-table');
    expect(header).toEqual([...table.querySelectorAll('thead th')].map((th) => th.textContent));
    expect(header).toEqual(['Cliente', 'Alta', 'Visitas en el periodo', 'Última visita']);
    expect(rows.length).toBeGreaterThan(0);
    // The CSV writes days as YYYY-MM-DD and no visit as empty; the table shows them in words.
    const shown = (day: string) => (day === '' ? 'Nunca' : dayjs.utc(day).format('D MMM YYYY'));
    expect(
      rows.map(([name, signedUp, visits, last]) => [name, shown(signedUp!), visits, shown(last!)]),
    ).toEqual(rowsOf('customers-en-riesgo'));
  });
});
