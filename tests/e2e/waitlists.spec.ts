import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { fullClassCard } from './support/calendar';
import { openAs } from './support/session';

test.describe('/mystudio/waitlists', () => {
  test('ilimitada sees the full class and leaves its list after confirming', async ({ page }) => {
    await openAs(page, 'ilimitada', '/mystudio/waitlists');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Listas de Espera' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell').nth(1)).toContainText('12:00');
    await expect(table.getByRole('row').nth(1)).toContainText('Eres la 1.ª en la lista');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '¿Cómo funciona?' }).click();
    const help = page.getByRole('dialog', { name: '¿Cómo funcionan las listas de espera?' });
    await expect(help).toBeVisible();
    await expectNoAxeViolations(page);
    await help.getByRole('button', { name: 'Entendido' }).click();
    await expect(help).toBeHidden();

    await table.getByRole('button', { name: /^Salir de la lista/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Estás segura que deseas eliminarte de la lista de espera?');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Salir de la lista' }).click();
    await expect(page.getByText('Eliminada de lista de espera.')).toBeVisible();
    await expect(page.getByText('No estás en ninguna lista de espera.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a phone the waitlists are cards', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs(page, 'ilimitada', '/mystudio/waitlists');
    await expect(page.getByRole('listitem').filter({ hasText: 'Salir de la lista' })).toHaveCount(1);
    await expect(page.getByRole('table')).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe('the waitlist from the calendar', () => {
  test('ana joins the full class list, sees the check, and leaves it', async ({ page }) => {
    await openAs(page, 'ana');
    const card = await fullClassCard(page);
    const button = card.getByRole('button', { name: /^Lista de Espera/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(page.getByText('Anotada en lista de espera.')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName(/ya estás en la lista de espera/);
    await expect(card.getByText('Eres la 3.ª en la lista')).toBeVisible();
    await expectNoAxeViolations(page);

    await button.click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Estás segura que deseas eliminarte de la lista de espera?');
    await confirm.getByRole('button', { name: 'Salir de la lista' }).click();
    await expect(page.getByText('Eliminada de lista de espera.')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText(/en la lista$/)).toHaveCount(0);
  });

  test('a visitor pressing Lista de Espera is sent to log in', async ({ page }) => {
    await page.goto('/calendario');
    const card = await fullClassCard(page);
    await card.getByRole('button', { name: /^Lista de Espera/ }).click();
    await expect(page).toHaveURL(/\/entrar$/);
  });
});
