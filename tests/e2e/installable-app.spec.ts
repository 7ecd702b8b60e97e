import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { reserveNextWednesdayYoga } from './support/calendar';

/**
 * Chromium's install offer (`beforeinstallprompt`) needs an installable live build; here the
 * browser's event is played by a stand-in whose prompt() counts its calls.
 */
async function browserOffersInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const own = window as unknown as { __installPrompts: number };
    own.__installPrompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        own.__installPrompts += 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

const offer = (page: Page) => page.getByRole('region', { name: 'Lleva tu estudio en el teléfono' });

async function reserveYoga(page: Page, today: string): Promise<void> {
  await reserveNextWednesdayYoga(page, today);
  const dialog = page.getByRole('dialog', { name: /Reservar Clase: Vinyasa Yoga/ });
  await dialog.locator('[role="radio"]:not([aria-disabled])').first().click();
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();
}

test.describe('Instalar app', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ as: 'ana' });

  test('is offered after a first reservation, never on arrival, and asks the browser', async ({
    page,
    today,
  }) => {
    await browserOffersInstall(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(offer(page)).toBeHidden();

    await reserveYoga(page, today);
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText('Instala la app para abrir tus reservaciones');
    await expectNoAxeViolations(page);
    await offer(page).getByRole('button', { name: 'Instalar app' }).click();
    await expect(offer(page)).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { __installPrompts: number }).__installPrompts),
    ).toBe(1);
  });

  test('Ahora no is remembered on the next visit', async ({ page, today }) => {
    await browserOffersInstall(page);
    await reserveYoga(page, today);
    await offer(page).getByRole('button', { name: 'Ahora no' }).click();
    await expect(offer(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await browserOffersInstall(page);
    await expect(page.getByRole('button', { name: 'Instalar app' })).toHaveCount(0);
  });
});
