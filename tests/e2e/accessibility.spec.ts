import type { Locator, Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { addDays } from '#src/domain/calendar-week';
import { expectNoAlfaFailures } from './support/alfa';
import { expectNoAxeViolations } from './support/axe';
import { classCard, nextMonday } from './support/calendar';
import { openAs } from './support/session';

/**
 * Issue 17, item 6 (decision 034): the reserve and checkout flows with the keyboard alone, focus
 * on navigation and after a dialog, reduced motion, the statement page, and Alfa beside axe.
 */

/** Presses Tab until `target` has the focus: it must be reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with ${max} Tab presses: ${target.toString()}`);
}

const focused = (locator: Locator) => expect(locator).toBeFocused();

test.describe('with the keyboard alone', () => {
  test('ana reserves a class and picks her spot', async ({ page, today }) => {
    await openAs(page, 'ana');
    await tabTo(page, page.getByRole('button', { name: 'Semana siguiente' }));
    await page.keyboard.press('Enter');
    const wednesday = addDays(nextMonday(today), 2);
    const reserve = classCard(page, wednesday, /Yoga\s*09:00/).getByRole('button', { name: 'Reservar' });
    await tabTo(page, reserve, 300);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Reservar Clase: Vinyasa Yoga/ });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // The spot map is one tab stop; the arrows move the choice, as in a radio group.
    const spots = dialog.getByRole('radiogroup', { name: 'Elige tu lugar' });
    await tabTo(page, spots.locator('[role="radio"][tabindex="0"]'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(spots.locator('[role="radio"][aria-checked="true"]')).toHaveCount(1);

    await tabTo(page, dialog.getByRole('button', { name: 'Reservar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      classCard(page, wednesday, /Yoga\s*09:00/).getByRole('button', { name: 'Cancelar' }),
    ).toBeVisible();
  });

  test('ana buys a package by card', async ({ page }) => {
    await openAs(page, 'ana', '/checkout/2');
    await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible({ timeout: 20_000 });
    await tabTo(page, page.getByLabel('Número de tarjeta'));
    await page.keyboard.type('4242424242424242');
    await tabTo(page, page.getByLabel('Fecha de vencimiento'));
    await page.keyboard.type('1230');
    await tabTo(page, page.getByLabel('CVC'));
    await page.keyboard.type('123');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Pagar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gracias\/\d+$/, { timeout: 20_000 });
    // In-app navigation: the new screen's heading has the focus.
    await focused(page.getByRole('heading', { level: 1, name: '¡Compra exitosa!' }));
  });
});

test.describe('focus', () => {
  test('moves to the new screen’s heading on navigation and back to the trigger after a dialog', async ({
    page,
    today,
  }) => {
    await openAs(page, 'ana');
    await tabTo(page, page.getByRole('button', { name: 'Semana siguiente' }));
    await page.keyboard.press('Enter');
    const reserve = classCard(page, addDays(nextMonday(today), 2), /Yoga\s*09:00/).getByRole('button', {
      name: 'Reservar',
    });
    await tabTo(page, reserve, 300);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Reservar Clase/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await focused(reserve);

    const statement = page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' });
    await tabTo(page, statement, 400);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accesibilidad$/);
    await focused(page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }));
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('dialogs open without animation when the system asks for less motion', async ({ page, today }) => {
    await openAs(page, 'ana');
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await classCard(page, addDays(nextMonday(today), 2), /Yoga\s*09:00/)
      .getByRole('button', { name: 'Reservar' })
      .click();
    await expect(page.getByRole('dialog', { name: /Reservar Clase/ })).toBeVisible();
    const longest = await page.evaluate(() =>
      Math.max(
        0,
        ...document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration) || 0),
      ),
    );
    expect(longest).toBeLessThanOrEqual(1);
    const html = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(html).toBe('auto');
  });
});

test.describe('the accessibility statement', () => {
  test('says the target, how it is tested, the limits and a contact, and passes both checkers', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeVisible();
    await expect(page.getByText(/WCAG\) 2\.2, nivel AA/)).toBeVisible();
    for (const section of ['Cómo lo comprobamos', 'Limitaciones conocidas', 'Contacto']) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await expectNoAlfaFailures(page);
  });
});

test.describe('Alfa, the second checker', () => {
  for (const [path, persona] of [
    ['/', undefined],
    ['/calendario', undefined],
    ['/paquetes', undefined],
    ['/mystudio', 'ana'],
    ['/mystudio/reservaciones', 'ana'],
  ] as const) {
    test(`finds nothing on ${path}${persona ? ` as ${persona}` : ''}`, async ({ page }) => {
      if (persona) await openAs(page, persona, path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await page.waitForTimeout(500);
      await expectNoAlfaFailures(page);
    });
  }
});

test.describe('the axe check itself', () => {
  test('fails a screen with text its background hides, however long it waits', async ({ page }) => {
    await page.goto('/paquetes');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Texto casi invisible';
      faint.style.color = '#d0d0d0';
      document.querySelector('main')?.append(faint);
    });
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast/);
  });
});
