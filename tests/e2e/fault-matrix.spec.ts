import type { Page, Response } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { reserveNextWednesdayYoga } from './support/calendar';
import { runCell, type FaultFlow, type FaultName } from './support/fault-cell';
import { openAs } from './support/session';

/**
 * Issue 17 item 3, decision 036: every flow × every fault. Each cell: the Spanish message for
 * the fault, no busy indicator left turning, what was typed still there, and once the fault
 * clears one retry saves exactly once (counted from the mock's successful answers).
 */
const card = (page: Page, title: string) =>
  page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name: title }) });

function isWrite(response: Response, methods: string[], path: string): boolean {
  return methods.includes(response.request().method()) && new URL(response.url()).pathname === path;
}

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
    isWrite: (response) => isWrite(response, ['POST', 'PUT'], '/api/class_reservations'),
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
    isWrite: (response) => isWrite(response, ['PUT'], '/api/customer'),
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
    isWrite: (response) => isWrite(response, ['POST'], '/api/favorites'),
    success: (page) => page.getByText('¡Favorito agregado!'),
    messages: {
      network: 'Lo sentimos, no pudimos guardar tu favorito. Inténtalo de nuevo.',
      writes: 'Lo sentimos, no pudimos guardar tu favorito. Inténtalo de nuevo.',
    },
    oneWritePerPress: false,
  },
];

test.describe('fault matrix', () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeAll(() => {
    // Like the hostile corpus, the run says how much it proved.
    console.log(
      `fault matrix: ${FLOWS.length} flows × ${FAULTS.length} faults = ${FLOWS.length * FAULTS.length} cells`,
    );
  });

  for (const flow of FLOWS) {
    for (const fault of FAULTS) {
      test(`${flow.name} × ${fault}`, async ({ page, today }) => {
        await runCell(page, today, flow, fault);
        await expectNoAxeViolations(page);
        expect(page.url()).not.toContain('qa-');
      });
    }
  }
});
