import type { Page } from '@playwright/test';
import { addDays, mondayOf } from '#src/domain/calendar-week';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { es } from '#src/i18n/es';
import { expect, test } from '#tests/e2e/support/fixtures';
import { apiCall } from './support/admin-call';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

// Staff roles (issue 33, decision 070). The seed: recepcion@demo.mx is the front desk;
// coach@demo.mx is Mariana, who teaches the 09:00 yoga (Diego teaches the 07:00 Indoor Cycling);
// ana holds next Saturday's 09:00 Vinyasa Yoga in cash, unpaid.

const navGroups = (page: Page) => page.getByRole('complementary').getByRole('heading', { level: 2 });

/** A call to /api from the page (the mocks run there) as `who`: its status and message. */
async function callAs(
  page: Page,
  who: 'recepcion' | 'coach',
  now: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const token = mintIdToken({ uid: personas[who].uid, email: personas[who].email, now: new Date(now) });
  const answer = await apiCall(page, token, method, path, body);
  return { status: answer.status, message: (answer.body as { message?: string }).message };
}

test.describe('staff roles in the back-office', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the front desk: no catalogue or settings, a check-in and giving access work, a catalogue write is refused', async ({
    page,
    today,
    now,
  }) => {
    await openAs(page, 'recepcion', '/admin');
    // 'Reportes' holds only the class fill: reports of money are the owner's (decision 075).
    await expect(navGroups(page)).toHaveText(['Clientes', 'Horarios', 'Reportes']);
    await expectNoAxeViolations(page);

    await page.getByRole('complementary').getByRole('link', { name: 'Horario semanal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva clase' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const saturday = addDays(mondayOf(today), 12);
    await page.getByRole('link', { name: `Lista de Vinyasa Yoga ${saturday} 09:00` }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Lista: Vinyasa Yoga/ })).toBeVisible();
    await page.getByRole('button', { name: 'Marcar pagado a Ana García' }).click();
    await expect(page.getByText('Pago registrado.')).toBeVisible();
    await page.getByRole('button', { name: 'Registrar asistencia de Ana García' }).click();
    await expect(page.getByText('Asistencia registrada.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Ana at the desk: access given; taking it back and the change log are the owner's.
    await openAs(page, 'recepcion', '/admin/clientes/1');
    await expect(page.getByTestId('credits-total')).toHaveText('Total: 10');
    await expect(page.getByRole('button', { name: 'Restar clases' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Historial de cambios' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Dar acceso a un paquete' }).click();
    const form = page.getByRole('dialog', { name: 'Dar acceso a un paquete' });
    await form.getByLabel('Paquete').selectOption({ label: '5 clases' });
    await form.getByLabel('Días de acceso').fill('30');
    await form.getByRole('button', { name: 'Continuar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Precaución' })
      .getByRole('button', { name: 'Dar acceso' })
      .click();
    await expect(page.getByTestId('credits-total')).toHaveText('Total: 15');
    await expectNoAxeViolations(page);

    // Typed in the address bar: the screen says so, and the server refuses the write anyway.
    await openAs(page, 'recepcion', '/admin/ubicaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin acceso' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('No tienes permiso para ver o cambiar esto.');
    await expectNoAxeViolations(page);
    expect(await callAs(page, 'recepcion', now, 'POST', '/class_types', { name: 'Box' })).toEqual({
      status: 403,
      message: 'No tienes permiso para hacer esto.',
    });
  });

  test('a coach: only their classes, their roster, nothing else', async ({ page, today, now }) => {
    await openAs(page, 'coach', '/admin/horarios');
    await expect(navGroups(page)).toHaveText(['Horarios']);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const saturday = addDays(mondayOf(today), 12);
    await expect(page.getByRole('link', { name: `Lista de Vinyasa Yoga ${saturday} 09:00` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Indoor Cycling ${saturday} 07:00` })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article', { name: /^Indoor Cycling/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `Lista de Vinyasa Yoga ${saturday} 09:00` }).click();
    await page.getByRole('button', { name: 'Registrar asistencia de Ana García' }).click();
    await expect(page.getByText('Asistencia registrada.')).toBeVisible();
    await expectNoAxeViolations(page);

    await openAs(page, 'coach', '/admin/clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin acceso' })).toBeVisible();
    expect((await callAs(page, 'coach', now, 'GET', '/customer/admin/all')).status).toBe(403);
  });

  test('the owner: Equipo lists the team and gives roles, never leaving the studio without an owner', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/admin');
    await page.getByRole('complementary').getByRole('link', { name: 'Equipo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
    const team = page.getByTestId('team-table');
    await expect(team.getByRole('row')).toHaveCount(4);
    await expect(team.getByLabel('Coach de Mariana López')).toHaveValue('1');
    await expectNoAxeViolations(page);

    await team.getByLabel('Rol de Rebeca Recepción').selectOption({ label: 'Coach' });
    await expect(page.getByText('Elige el coach de esta cuenta.')).toBeVisible();
    await team.getByLabel('Rol de Mariana López').selectOption({ label: 'Recepción' });
    const saved = page.getByRole('status').filter({ hasText: 'Rol guardado.' });
    await expect(saved).toBeVisible();
    await expect(team.getByLabel('Coach de Mariana López')).toHaveCount(0);
    // Closed, as staff would: on a slow machine it could still show at the next save, and that
    // save's own alert must be the one seen.
    await saved.getByRole('button', { name: es.alerts.close }).click();
    await expect(saved).toHaveCount(0);

    await team.getByLabel('Rol de Alma Directora').selectOption({ label: 'Recepción' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'El estudio necesita al menos un dueño' }),
    ).toBeVisible();
    await expect(team.getByLabel('Rol de Alma Directora')).toHaveValue('admin');
    await expectNoAxeViolations(page);

    // A customer joins the team with her own account: found by the search, given a role.
    const add = page.getByRole('search', { name: 'Agregar al equipo' });
    await add.getByLabel('Buscar cliente por nombre, correo o teléfono').fill('ana@demo.mx');
    await add.getByRole('button', { name: 'Buscar' }).click();
    const candidates = page.getByTestId('team-candidates-table');
    await expect(candidates.getByLabel('Rol de Ana García')).toHaveValue('customer');
    await expectNoAxeViolations(page);
    await candidates.getByLabel('Rol de Ana García').selectOption({ label: 'Recepción' });
    await expect(saved).toBeVisible();
    await expect(team.getByLabel('Rol de Ana García')).toHaveValue('front_desk');
    await expect(team.getByRole('row')).toHaveCount(5);
    await expect(page.getByText('Ningún cliente fuera del equipo coincide con la búsqueda.')).toBeVisible();
  });
});
