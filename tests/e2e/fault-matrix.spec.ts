import type { Page } from '@playwright/test';
import { SERVER_ERROR_BODY } from '#mocks/faults';
import { es } from '#src/i18n/es';
import { es as esAdmin } from '#src/i18n/es-admin';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { FULL_CLASS, fullClassCard, reserveNextWednesdayYoga } from './support/calendar';
import { choosePayment, PACKAGE, payButton, typeCard } from './support/checkout';
import { CELL_TIMEOUT_MS, runFlow, type FaultFlow, type FaultName } from './support/fault-cell';
import { openAs, PASSWORD, qaPath } from './support/session';

/**
 * Issue 17 item 3, decision 036: every flow × every fault. Each cell: the Spanish message for
 * the fault, no busy indicator left turning, what was typed still there, and once the fault
 * clears one retry saves exactly once (counted from the mock's successful answers).
 */
const card = (page: Page, title: string) =>
  page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name: title }) });

// Mis Reservaciones: ana holds next Tuesday's 09:00 Yoga with her guest Lucía and has one attended
// class not yet rated (the seed).
const reservationTable = (page: Page) => page.getByTestId('reservation-table');
const luciaRow = (page: Page) => reservationTable(page).getByRole('row').filter({ hasText: 'Lucía' });
const cancelConfirm = (page: Page) => page.getByRole('alertdialog', { name: 'Precaución' });
const ratingDialog = (page: Page) => page.getByRole('dialog', { name: 'Calificar Clase' });
const waitlistTable = (page: Page) => page.getByRole('table');

// The back-office's list of packages (admin@demo.mx).
const packageRow = (page: Page, name: string) =>
  page
    .getByTestId('resource-list-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Checkout signed in at once (one start of the app, not two: the token-expiry cells open it twice). */
async function openCheckoutAs(page: Page, persona: string, classPackageId: number) {
  await openAs(page, persona, `/checkout/${classPackageId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible({ timeout: 20_000 });
}

async function openReservations(page: Page) {
  await openAs(page, 'ana', '/mystudio/reservaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeVisible();
}

// Checkout answers every failure it cannot name with the §8 default (spec: commerce, §8), a lost
// connection included; a 500 shows the server's message, as everywhere.
const CHECKOUT_MESSAGES = { network: es.checkout.errors.default };

const FAULTS: readonly FaultName[] = ['network', 'writes', 'latency', 'tokenExpiry'];

const FLOWS: readonly FaultFlow[] = [
  {
    name: 'reserve with a guest and a spot',
    async prepare(page, today) {
      await openAs(page, 'ana');
      await reserveNextWednesdayYoga(page, today);
      const dialog = page.getByRole('dialog', { name: /Reservar Clase/ });
      await dialog.getByText('Agregar un invitado').click();
      const guest = dialog.getByLabel('Nombre de tu invitado');
      await guest.fill('Lucía Prueba');
      const spots = dialog.getByRole('combobox', { name: 'Lugar (lista)' });
      await spots.selectOption({ index: 1 });
      const spot = await spots.inputValue();
      return [
        { field: guest, value: 'Lucía Prueba' },
        { field: spots, value: spot },
      ];
    },
    submit: (page) =>
      page.getByRole('dialog', { name: /Reservar Clase/ }).getByRole('button', { name: 'Reservar' }),
    write: { methods: ['POST', 'PUT'], path: '/api/class_reservations' },
    success: (page) => page.getByText('¡Reservación guardada con éxito!'),
  },
  {
    name: 'save the profile',
    async prepare(page) {
      await openAs(page, 'ana', '/mystudio/informacion');
      await card(page, 'Mis datos').getByRole('button', { name: 'Editar' }).click();
      const phone = card(page, 'Editar mis datos').getByLabel('Teléfono');
      await phone.fill('5598765432');
      return [{ field: phone, value: '5598765432' }];
    },
    submit: (page) => card(page, 'Editar mis datos').getByRole('button', { name: 'Guardar' }),
    write: { methods: ['PUT'], path: '/api/customer' },
    success: (page) => page.getByText('Perfil actualizado con éxito.'),
  },
  {
    name: 'favorite a video',
    async prepare(page) {
      await openAs(page, 'ana', '/mystudio/video/5');
      await expect(page.getByRole('button', { name: 'Favorito' })).toHaveAttribute('aria-pressed', 'false');
      return [];
    },
    submit: (page) => page.getByRole('button', { name: 'Favorito' }),
    write: { methods: ['POST'], path: '/api/favorites' },
    success: (page) => page.getByText('¡Favorito agregado!'),
    messages: {
      network: 'Lo sentimos, no pudimos guardar tu favorito. Inténtalo de nuevo.',
      writes: 'Lo sentimos, no pudimos guardar tu favorito. Inténtalo de nuevo.',
    },
    oneWritePerPress: false,
  },
  {
    name: 'cancel a reservation',
    async prepare(page) {
      await openReservations(page);
      await luciaRow(page)
        .getByRole('button', { name: /^Cancelar / })
        .click();
      await expect(cancelConfirm(page)).toBeVisible();
      return [];
    },
    submit: (page) => cancelConfirm(page).getByRole('button', { name: 'Cancelar Clase' }),
    async reopen(page) {
      await luciaRow(page)
        .getByRole('button', { name: /^Cancelar / })
        .click();
    },
    idle: (page) => luciaRow(page).getByRole('button', { name: /^Cancelar / }),
    write: { methods: ['POST'], path: /^\/api\/class_reservations\/\d+\/cancel$/ },
    success: (page) => page.getByText('Reservación cancelada.'),
  },
  {
    name: 'join a waitlist',
    async prepare(page) {
      await openAs(page, 'ana');
      const button = (await fullClassCard(page)).getByRole('button', { name: /^Lista de Espera/ });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      return [];
    },
    submit: (page) =>
      page
        .getByRole('article')
        .filter({ hasText: FULL_CLASS })
        .getByRole('button', {
          name: /^Lista de Espera/,
        }),
    write: { methods: ['POST', 'PUT'], path: '/api/waitlist' },
    success: (page) => page.getByText('Anotada en lista de espera.'),
  },
  {
    name: 'leave a waitlist',
    async prepare(page) {
      await openAs(page, 'ilimitada', '/mystudio/waitlists');
      await waitlistTable(page)
        .getByRole('button', { name: /^Salir de la lista/ })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      return [];
    },
    submit: (page) => page.getByRole('alertdialog').getByRole('button', { name: 'Salir de la lista' }),
    async reopen(page) {
      await waitlistTable(page)
        .getByRole('button', { name: /^Salir de la lista/ })
        .click();
    },
    idle: (page) => waitlistTable(page).getByRole('button', { name: /^Salir de la lista/ }),
    write: { methods: ['DELETE'], path: /^\/api\/waitlist\/\d+$/ },
    success: (page) => page.getByText('Eliminada de lista de espera.'),
  },
  {
    name: 'save the billing address',
    async prepare(page) {
      await openAs(page, 'ana', '/mystudio/informacion');
      const address = card(page, 'Dirección de Facturación');
      await address.getByRole('button', { name: 'Editar' }).click();
      const city = address.getByLabel('Ciudad');
      await city.fill('Puebla');
      return [{ field: city, value: 'Puebla' }];
    },
    submit: (page) => card(page, 'Dirección de Facturación').getByRole('button', { name: 'Guardar' }),
    write: { methods: ['POST', 'PUT'], path: /^\/api\/addresses(\/\d+)?$/ },
    success: (page) => page.getByText('Dirección de facturación guardada.'),
  },
  {
    name: 'checkout by cash',
    async prepare(page) {
      await openCheckoutAs(page, 'ana', PACKAGE.single);
      await choosePayment(page, 'Efectivo');
      return [];
    },
    submit: payButton,
    write: { methods: ['POST'], path: '/api/checkout/attempt' },
    success: (page) => page.getByRole('heading', { level: 1, name: '¡Compra exitosa!' }),
    messages: CHECKOUT_MESSAGES,
  },
  {
    name: 'checkout with a new card',
    async prepare(page) {
      await openCheckoutAs(page, 'ana', PACKAGE.single);
      await choosePayment(page, 'Tarjeta de crédito o débito');
      await typeCard(page, '4242424242424242');
      // The card field formats what is typed: what must stay is what it shows.
      const fields = ['Número de tarjeta', 'Fecha de vencimiento', 'CVC'].map((label) =>
        page.getByLabel(label),
      );
      return Promise.all(fields.map(async (field) => ({ field, value: await field.inputValue() })));
    },
    submit: payButton,
    write: { methods: ['POST'], path: '/api/checkout/attempt' },
    success: (page) => page.getByRole('heading', { level: 1, name: '¡Compra exitosa!' }),
    messages: CHECKOUT_MESSAGES,
  },
  {
    name: 'checkout with a saved card',
    async prepare(page) {
      await openCheckoutAs(page, 'suscrita', PACKAGE.single);
      await choosePayment(page, 'Mastercard terminación 4444');
      return [];
    },
    submit: payButton,
    write: { methods: ['POST'], path: '/api/checkout/attempt' },
    success: (page) => page.getByRole('heading', { level: 1, name: '¡Compra exitosa!' }),
    messages: CHECKOUT_MESSAGES,
  },
  {
    name: 'rate a class',
    async prepare(page) {
      await openReservations(page);
      await reservationTable(page)
        .getByRole('button', { name: /^Calificar / })
        .click();
      const dialog = ratingDialog(page);
      await dialog.getByRole('group', { name: 'Califica la clase' }).locator('label').nth(3).click();
      await dialog.getByRole('group', { name: 'Califica al coach' }).locator('label').nth(4).click();
      const comment = dialog.getByRole('textbox', { name: 'Comentario (Opcional)' });
      await comment.fill('¡Gran clase!');
      return [{ field: comment, value: '¡Gran clase!' }];
    },
    submit: (page) => ratingDialog(page).getByRole('button', { name: 'Enviar' }),
    write: { methods: ['POST'], path: '/api/class_reservations/rating' },
    success: (page) =>
      reservationTable(page).getByRole('img', { name: 'Clase: 4 de 5 estrellas. Coach: 5 de 5 estrellas' }),
  },
  {
    name: 'an admin saves a package',
    async prepare(page) {
      await openAs(page, 'admin', '/admin/paquetes');
      await packageRow(page, '10 clases')
        .getByRole('link', { name: /Editar/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Editar: paquete' })).toBeVisible();
      const title = page.getByLabel('Nombre');
      await title.fill('10 clases QA');
      return [{ field: title, value: '10 clases QA' }];
    },
    submit: (page) => page.getByRole('button', { name: 'Guardar' }),
    write: { methods: ['POST', 'PUT'], path: '/api/class_packages' },
    success: (page) => page.getByText('Package saved.'),
    // The back-office's one save alert: no answer is the server out of reach; a 5xx, its words.
    messages: {
      network: esAdmin.resourceEdit.unavailable,
      writes: `${esAdmin.resourceEdit.saveFailed} ${SERVER_ERROR_BODY.message} ${esAdmin.admin.serverFailedKept}`,
    },
  },
  {
    name: 'log in',
    async prepare(page) {
      // Signed out, also after an earlier cell of the flow signed in.
      await page.goto(qaPath('/entrar', { persona: 'none' }));
      const email = page.getByLabel('Correo electrónico');
      await email.fill('ana@demo.mx');
      const password = page.getByLabel('Contraseña', { exact: true });
      await password.fill(PASSWORD);
      return [
        { field: email, value: 'ana@demo.mx' },
        { field: password, value: PASSWORD },
      ];
    },
    submit: (page) => page.getByRole('button', { name: 'Entrar', exact: true }),
    // Log in writes nothing to the studio: what must happen once per press is the account's lookup.
    write: { methods: ['GET'], path: '/api/customer' },
    success: (page) => page.getByRole('heading', { level: 1, name: 'Calendario' }),
    notApplicable: {
      writes: "log in sends no write to the studio's API (its one /api call reads the account)",
      tokenExpiry: 'log in starts signed out: there is no token to expire, the press mints one',
    },
  },
  {
    name: 'sign up',
    async prepare(page) {
      await page.goto(qaPath('/registro', { persona: 'none' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
      const typed: Array<[string, string]> = [
        ['Nombre', 'Eva'],
        ['Apellidos', 'Luna'],
        ['Correo electrónico', 'eva.luna@example.mx'],
        ['Teléfono', '5599990001'],
        ['Fecha de nacimiento', '1992-03-14'],
        ['Contraseña', 'secreto123'],
        ['Confirmar contraseña', 'secreto123'],
      ];
      for (const [label, value] of typed) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByText('Acepto Términos y condiciones y Aviso de privacidad').click();
      return typed.map(([label, value]) => ({ field: page.getByLabel(label, { exact: true }), value }));
    },
    submit: (page) => page.getByRole('button', { name: 'Registrarte' }),
    write: { methods: ['POST'], path: '/api/customer/signup' },
    success: (page) => page.getByRole('heading', { level: 1, name: 'Calendario' }),
    notApplicable: {
      tokenExpiry: 'sign-up starts signed out: its token is minted by the sign-up itself, moments before',
    },
  },
  {
    name: 'checkout with PayPal',
    async prepare(page) {
      await openCheckoutAs(page, 'ana', PACKAGE.single);
      await choosePayment(page, 'PayPal');
      return [];
    },
    submit: (page) => page.getByRole('button', { name: 'Pagar con PayPal' }),
    write: { methods: ['POST'], path: '/api/checkout/capture' },
    success: (page) => page.getByRole('heading', { level: 1, name: '¡Compra exitosa!' }),
    messages: CHECKOUT_MESSAGES,
  },
];

/** Every flow × every fault; a flow declares the cells it cannot meet as not applicable. */
const CELLS = FLOWS.flatMap((flow) => FAULTS.map((fault) => ({ flow, fault })));
const RUN = CELLS.filter(({ flow, fault }) => !flow.notApplicable?.[fault]);

// Like the hostile corpus, the run says how much it proved: once, from the runner's process as it
// collects the tests (a worker has TEST_WORKER_INDEX). Not in a beforeAll: with one, Playwright
// deals the parallel tests out to the workers ahead of time, and one sat idle for a minute.
if (process.env.TEST_WORKER_INDEX === undefined) {
  const skipped = CELLS.length - RUN.length;
  console.log(
    `fault matrix: ${FLOWS.length} flows × ${FAULTS.length} faults, ${RUN.length} cells run` +
      (skipped > 0 ? ` (${skipped} not applicable, listed as skipped with the reason)` : ''),
  );
}

test.describe('fault matrix', () => {
  // A test per flow, each with its own browser context (its own mock database): two at a time,
  // each worker taking the next flow when it is free.
  test.describe.configure({ mode: 'parallel' });

  for (const flow of FLOWS) {
    const faults = FAULTS.filter((fault) => !flow.notApplicable?.[fault]);
    // One start of the browser for the flow's cells, each a step `<flow> × <fault>` (issue 35).
    test(`${flow.name} × ${faults.join(', ')}`, async ({ page, today }) => {
      test.setTimeout(faults.length * CELL_TIMEOUT_MS + 30_000);
      await runFlow(page, today, flow, faults);
      // Every cell ends on the same screen, the flow's success: it is checked once.
      await expectNoAxeViolations(page);
    });
    for (const fault of FAULTS.filter((name) => flow.notApplicable?.[name])) {
      // No page: a cell that cannot be met costs no browser, and shows as skipped with its reason.
      test(`${flow.name} × ${fault}`, () => {
        test.skip(true, `not applicable: ${flow.notApplicable?.[fault]}`);
      });
    }
  }
});
