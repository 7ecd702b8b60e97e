import type { Page, Request } from '@playwright/test';
import { addDays, mondayOf } from '#src/domain/calendar-week';
import { expect, test } from '#tests/e2e/support/fixtures';
import { adminCall } from './support/admin-call';
import { askToCancelClass } from './support/class-cancel';
import { expectNoAxeViolations } from './support/axe';
import { classCard } from './support/calendar';
import { doubleClickDuringWrite } from './support/held-request';
import { openAs } from './support/session';

const PHONE = { width: 390, height: 844 };

// The seed (README, Personas): ana holds next Tuesday's 09:00 Yoga (reservation 1, guest Lucía),
// next Thursday's 07:00 Indoor Cycling paid with a credit (2), next Saturday's 09:00 Yoga in cash,
// unpaid (3), and a cancelled one (4); Monday two weeks ahead is a closed day ('Día festivo').

async function openSchedule(page: Page) {
  await openAs(page, 'admin', '/admin/horarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva clase' })).toBeEnabled();
}

/** Collects the requests of `method` whose path ends with `path` from now on. */
function requestsTo(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

const staffCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('the back-office schedule', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a weekly series: checked in Spanish, previewed without the closed day, on /calendario', async ({
    page,
    today,
  }) => {
    // The studio's closed days (Ajustes → Días cerrados): the seed closes Monday two weeks ahead.
    await openAs(page, 'admin', '/admin/dias-cerrados');
    await expect(page.getByRole('heading', { level: 1, name: 'Días cerrados' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(addDays(mondayOf(today), 14));
    await expect(page.getByRole('main')).toContainText('Día festivo');
    await expectNoAxeViolations(page);

    await openSchedule(page);
    await expectNoAxeViolations(page);
    const posts = requestsTo(page, 'POST', /\/api\/single_class\/admin\/series$/);

    await page.getByRole('button', { name: 'Serie semanal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Serie semanal' });
    await dialog.getByRole('button', { name: 'Ver clases' }).click();
    await expect(dialog.getByText('Elige al menos un día de la semana.')).toBeVisible();
    await dialog.getByLabel('Tipo de clase').selectOption({ label: 'Pilates Mat' });
    await dialog.getByLabel('Ubicación').selectOption({ label: 'Lumen Roma' });
    await dialog.getByLabel('Cupo').fill('6');
    await dialog.getByText('Lunes', { exact: true }).click();
    await dialog.getByText('Miércoles', { exact: true }).click();
    await dialog.getByLabel('Hora').fill('06:15');
    await dialog.getByLabel('Hasta').fill(addDays(today, -1));
    await dialog.getByRole('button', { name: 'Ver clases' }).click();
    await expect(dialog.getByText('La fecha final no puede ser anterior a la inicial.')).toBeVisible();
    await expect(dialog.getByText('Elige al menos un día de la semana.')).toBeHidden();
    await expectNoAxeViolations(page);

    // Two weeks of Mondays and Wednesdays: today's 06:15 has passed and Monday week is closed.
    await dialog.getByLabel('Hasta').fill(addDays(today, 14));
    await dialog.getByRole('button', { name: 'Ver clases' }).click();
    const preview = dialog.getByTestId('series-preview');
    await expect(preview).toContainText('Se crearán 3 clases:');
    await expect(preview.getByRole('listitem')).toHaveCount(5);
    await expect(preview).toContainText('estudio cerrado (Día festivo)');
    await expect(preview).toContainText('ya pasó');
    await expectNoAxeViolations(page);
    // 'Modificar' goes back with everything kept.
    await dialog.getByRole('button', { name: 'Modificar' }).click();
    await expect(dialog.getByLabel('Cupo')).toHaveValue('6');
    await dialog.getByRole('button', { name: 'Ver clases' }).click();
    expect(posts).toHaveLength(0);

    const create = await doubleClickDuringWrite(
      page,
      dialog.getByRole('button', { name: 'Crear 3 clases' }),
      {
        methods: ['POST'],
        path: '/api/single_class/admin/series',
      },
    );
    await expect(page.getByText('Se crearon 3 clases.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await create.count()).toBe(1);
    const nextMonday = addDays(mondayOf(today), 7);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(staffCard(page, `Pilates Mat ${nextMonday} 06:15`)).toContainText('0/6 lugares');
    await expect(staffCard(page, `Pilates Mat ${addDays(nextMonday, 2)} 06:15`)).toBeVisible();

    // The customers' calendar, in the same browser (one mock database).
    await openAs(page, 'ana', '/calendario');
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(classCard(page, nextMonday, /Pilates Mat\s*06:15/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a closed day added in the settings is skipped by a series, and counts again once deleted', async ({
    page,
    today,
  }) => {
    const nextWednesday = addDays(mondayOf(today), 9);
    const closedRow = page
      .getByTestId('resource-list-table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Mantenimiento', exact: true }) });
    await openAs(page, 'admin', '/admin/dias-cerrados');
    await page.getByRole('link', { name: 'Agregar día cerrado' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
    await page.getByLabel('Fecha').fill(nextWednesday);
    await page.getByLabel('Motivo (Opcional)').fill('Mantenimiento');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Closure saved.')).toBeVisible();
    await expect(closedRow).toContainText(nextWednesday);

    const previewWednesdays = async () => {
      await openSchedule(page);
      await page.getByRole('button', { name: 'Serie semanal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Serie semanal' });
      await dialog.getByLabel('Tipo de clase').selectOption({ label: 'Pilates Mat' });
      await dialog.getByLabel('Ubicación').selectOption({ label: 'Lumen Roma' });
      await dialog.getByLabel('Cupo').fill('8');
      await dialog.getByText('Miércoles', { exact: true }).click();
      await dialog.getByLabel('Hora').fill('20:30');
      await dialog.getByLabel('Desde').fill(addDays(mondayOf(today), 7));
      await dialog.getByLabel('Hasta').fill(addDays(mondayOf(today), 13));
      await dialog.getByRole('button', { name: 'Ver clases' }).click();
      return dialog.getByTestId('series-preview');
    };
    const closedPreview = await previewWednesdays();
    await expect(closedPreview).toContainText('Con estas fechas no se crea ninguna clase.');
    await expect(closedPreview).toContainText('estudio cerrado (Mantenimiento)');
    await expectNoAxeViolations(page);

    await openAs(page, 'admin', '/admin/dias-cerrados');
    await closedRow.getByRole('link', { name: /Editar/ }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Precaución' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Closure deleted.')).toBeVisible();
    await expect(closedRow).toHaveCount(0);

    const openPreview = await previewWednesdays();
    await expect(openPreview).toContainText('Se creará 1 clase:');
    await expect(openPreview).not.toContainText('estudio cerrado');
  });

  test('a single class: refused in the past and below its reservations, created once, edited', async ({
    page,
    today,
  }) => {
    await openSchedule(page);
    const writes = requestsTo(page, 'POST', /\/api\/single_class\/admin$/);
    const updates = requestsTo(page, 'PUT', /\/api\/single_class\/admin$/);

    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva clase' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Este campo es obligatorio.').first()).toBeVisible();
    await form.getByLabel('Tipo de clase').selectOption({ label: 'Barre' });
    await form.getByLabel('Ubicación').selectOption({ label: 'Lumen Polanco' });
    await form.getByLabel('Fecha').fill(addDays(today, -1));
    await form.getByLabel('Hora').fill('20:45');
    await form.getByLabel('Cupo').fill('0');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('La clase no puede quedar en el pasado.')).toBeVisible();
    await expect(form.getByText('Escribe un cupo entero entre 1 y 500.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(writes).toHaveLength(0);

    const tomorrow = addDays(today, 1);
    await form.getByLabel('Fecha').fill(tomorrow);
    await form.getByLabel('Cupo').fill('8');
    await form.getByText('Andrés Castillo').click();
    const create = await doubleClickDuringWrite(page, form.getByRole('button', { name: 'Guardar' }), {
      methods: ['POST'],
      path: '/api/single_class/admin',
    });
    await expect(page.getByText('Clase creada.')).toBeVisible();
    expect(await create.count()).toBe(1);
    const created = staffCard(page, `Barre ${tomorrow} 20:45`);
    await expect(created).toContainText('0/8 lugares');

    await created.getByRole('button', { name: /^Editar/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar clase' });
    await expect(edit.getByLabel('Cupo')).toHaveValue('8');
    await edit.getByLabel('Cupo').fill('12');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Clase guardada.')).toBeVisible();
    await expect(created).toContainText('0/12 lugares');
    expect(updates).toHaveLength(1);

    // Tomorrow's full 12:00 class: its capacity cannot go below its reservations.
    const full = page.getByRole('article', { name: new RegExp(`^Vinyasa Yoga ${tomorrow} 12:00$`) });
    const taken = /(\d+)\/\d+ lugares/.exec((await full.textContent()) ?? '')?.[1];
    await full.getByRole('button', { name: /^Editar/ }).click();
    await expect(edit).toContainText(`Esta clase tiene ${taken} reservaciones.`);
    await edit.getByLabel('Cupo').fill('1');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      edit.getByText('El cupo no puede ser menor que las reservaciones de la clase.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(updates).toHaveLength(1);
  });

  test('a refused or failed save keeps what was typed and says why', async ({ page, today, adminToken }) => {
    await openSchedule(page);
    const tomorrow = addDays(today, 1);
    const created = staffCard(page, `Vinyasa Yoga ${tomorrow} 12:00`);
    await created.getByRole('button', { name: /^Editar/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar clase' });
    await edit.getByLabel('Descripción (Opcional)').fill('Trae tu tapete');
    // Someone else cancels the class meanwhile: the server's 404 shows next to the form.
    const schedule = await adminCall(
      page,
      adminToken,
      'GET',
      `/single_class?start_date=${tomorrow}&end_date=${tomorrow}`,
    );
    const classId = findClassId(schedule, `${tomorrow}T12:00`);
    await adminCall(page, adminToken, 'POST', `/single_class/admin/${classId}/cancel`);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Clase no encontrada.');
    await expect(edit.getByLabel('Descripción (Opcional)')).toHaveValue('Trae tu tapete');
    await expect(edit.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await edit.getByRole('button', { name: 'Cerrar' }).first().click();

    // Every write fails (QA's fault): the message shows, nothing typed is lost, no endless spinner.
    await openAs(page, 'admin', '/admin/horarios', { fail: 'writes' });
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva clase' });
    await form.getByLabel('Tipo de clase').selectOption({ label: 'Barre' });
    await form.getByLabel('Ubicación').selectOption({ label: 'Lumen Polanco' });
    await form.getByLabel('Fecha').fill(tomorrow);
    await form.getByLabel('Hora').fill('21:00');
    await form.getByLabel('Cupo').fill('9');
    await form.getByRole('button', { name: 'Guardar' }).click();
    // The server's words for its failure, as in every back-office form (SaveFailureAlert).
    await expect(form.getByRole('alert')).toHaveText(
      'Error interno del servidor. Inténtalo de nuevo más tarde. Tus datos siguen aquí.',
    );
    await expect(form.getByLabel('Cupo')).toHaveValue('9');
    await expect(form.getByLabel('Hora')).toHaveValue('21:00');
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('cancelling a class with reservations: affected customers, credit back, the email sent', async ({
    page,
    today,
  }) => {
    await openAs(page, 'ana', '/mystudio/reservaciones');
    await expect(page.getByTestId('credit-summary')).toContainText('10');

    await openSchedule(page);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const thursday = addDays(mondayOf(today), 10);
    const card = staffCard(page, `Indoor Cycling ${thursday} 07:00`);
    const { dialog, taken } = await askToCancelClass(page, card);
    await expectNoAxeViolations(page);
    const cancel = await doubleClickDuringWrite(
      page,
      dialog.getByRole('button', { name: 'Cancelar clase' }),
      {
        methods: ['POST'],
        path: /^\/api\/single_class\/admin\/\d+\/cancel$/,
      },
    );
    await expect(page.getByText(`Clase cancelada. Reservaciones canceladas: ${taken};`)).toBeVisible();
    await expect(card).toBeHidden();
    expect(await cancel.count()).toBe(1);

    await page.getByRole('main').getByRole('link', { name: 'Correos enviados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Correos enviados' })).toBeVisible();
    const [y, m, d] = thursday.split('-');
    const mail = page.getByRole('row', {
      name: new RegExp(`Clase cancelada: Indoor Cycling ${d}/${m}/${y} 07:00.*ana@demo\\.mx`),
    });
    await expect(mail).toBeVisible();
    // The mocks send no mail: it is listed as still to send, in words.
    await expect(mail).toContainText('Por enviar');
    // A year of mail comes a page at a time: staff find hers by her address.
    await page.getByRole('searchbox', { name: 'Buscar por destinatario o asunto' }).fill('ANA@demo');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('1 correo', { exact: true })).toBeVisible();
    await expect(mail).toBeVisible();
    await expectNoAxeViolations(page);
    // On a phone the same mail is a card, with its subject, address and delivery in words.
    await page.setViewportSize(PHONE);
    const mailCard = page.getByTestId('sent-mail-list-cards').getByRole('article');
    await expect(mailCard).toHaveCount(1);
    await expect(mailCard).toContainText(`Clase cancelada: Indoor Cycling ${d}/${m}/${y} 07:00`);
    await expect(mailCard).toContainText('ana@demo.mx');
    await expect(mailCard).toContainText('Por enviar');
    await expect(mail).toBeHidden();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await openAs(page, 'ana', '/mystudio/reservaciones');
    await expect(page.getByTestId('credit-summary')).toContainText('11');
    await expect(
      page.getByTestId('reservation-table').getByRole('row').filter({ hasText: 'Indoor Cycling' }).first(),
    ).toContainText('Cancelada');
  });

  test('the roster: cash paid and attendance', async ({ page, today }) => {
    await openSchedule(page);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const saturday = addDays(mondayOf(today), 12);
    await page.getByRole('link', { name: `Lista de Vinyasa Yoga ${saturday} 09:00` }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Lista: Vinyasa Yoga/ })).toBeVisible();
    const ana = page.getByTestId('roster-table').getByRole('row').filter({ hasText: 'Ana García' });
    await expect(ana).toContainText('Efectivo · Pendiente');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Marcar pagado a Ana García' }).click();
    await expect(page.getByText('Pago registrado.')).toBeVisible();
    await expect(ana).toContainText('Efectivo · Pagado');
    await page.getByRole('button', { name: 'Registrar asistencia de Ana García' }).click();
    await expect(page.getByText('Asistencia registrada.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quitar asistencia de Ana García' })).toBeVisible();
  });
});

const reservationCards = (page: Page) => page.getByTestId('reservation-cards').getByRole('listitem');

test.describe('the reservation page a QR code opens, on a phone at the door', () => {
  test.describe.configure({ timeout: 180_000 });

  test('ana books today, staff scan her code and check her in, she sees Exitosa', async ({ page, today }) => {
    await openAs(page, 'ana', '/calendario');
    await classCard(page, today, /Pilates Mat\s*18:00/)
      .getByRole('button', { name: 'Reservar' })
      .click();
    const reserve = page.getByRole('dialog', { name: /Reservar Clase: Pilates Mat/ });
    await reserve.getByRole('button', { name: 'Reservar' }).click();
    await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();

    // From here on a phone: her pass, then staff at the door.
    await page.setViewportSize(PHONE);
    await openAs(page, 'ana', '/mystudio/reservaciones');
    const attendedPilates = () =>
      reservationCards(page).filter({ hasText: 'Pilates Mat' }).filter({ hasText: 'Exitosa' });
    // Last Wednesday's Pilates was already attended; today's is the second.
    await expect(attendedPilates()).toHaveCount(1);
    const row = reservationCards(page)
      .filter({ hasText: 'Pilates Mat' })
      .filter({
        has: page.getByRole('button', { name: /^Código de Acceso/ }),
      });
    await row.getByRole('button', { name: /^Código de Acceso/ }).click();
    const code = page.getByRole('dialog', { name: 'Código de Acceso' });
    const url = new URL((await code.locator('[data-url]').getAttribute('data-url')) ?? '');
    expect(url.host).toBe(new URL(page.url()).host);
    expect(url.pathname).toMatch(/^\/admin\/reservaciones\/\d+$/);

    await openAs(page, 'admin', url.pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservación' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Ana García');
    await expect(page.getByRole('main')).toContainText('Pilates Mat');
    await expectNoAxeViolations(page);
    const attend = await doubleClickDuringWrite(
      page,
      page.getByRole('button', { name: 'Registrar asistencia' }),
      {
        methods: ['PUT'],
        path: /^\/api\/class_reservations\/admin\/\d+\/attend$/,
      },
    );
    await expect(page.getByText('Asistencia registrada.')).toBeVisible();
    await expect(page.getByTestId('check-in-notice')).toHaveText('Esta asistencia ya fue registrada.');
    await expect(page.getByRole('button', { name: 'Registrar asistencia' })).toHaveCount(0);
    expect(await attend.count()).toBe(1);
    await expectNoAxeViolations(page);

    await openAs(page, 'ana', '/mystudio/reservaciones');
    await expect(attendedPilates()).toHaveCount(2);
  });

  test('a code of another day or a cancelled reservation says so plainly', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openAs(page, 'admin', '/admin/reservaciones/1');
    await expect(page.getByTestId('check-in-notice')).toContainText(
      'Este código es de otro día: la clase es el',
    );
    await expect(page.getByRole('button', { name: 'Registrar asistencia' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await openAs(page, 'admin', '/admin/reservaciones/4');
    await expect(page.getByTestId('check-in-notice')).toHaveText(
      'Esta reservación fue cancelada. No registres la entrada.',
    );
    await expect(page.getByRole('button', { name: 'Registrar asistencia' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await openAs(page, 'admin', '/admin/reservaciones/99999');
    await expect(page.getByText('No se pudo cargar la reservación.')).toBeVisible();
  });
});

/** The id of the class starting at `prefix` ('YYYY-MM-DDTHH:mm') in a GET /single_class answer. */
function findClassId(answer: unknown, prefix: string): number {
  const days = (Array.isArray(answer) ? answer : ((answer as { days?: unknown[] }).days ?? [])) as Array<{
    single_classes: Array<{ single_class_id: number; class_date: string }>;
  }>;
  const found = days.flatMap((day) => day.single_classes).find((c) => c.class_date.startsWith(prefix));
  if (!found) throw new Error(`No class at ${prefix}`);
  return found.single_class_id;
}
