import type { Page } from '@playwright/test';
import { expect } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { apiAs } from './real-server';

/** The ids of the purchases the server holds for a customer: what a test compares after buying. */
export async function purchaseIds(email: string): Promise<Set<number>> {
  const rows = (await (await apiAs(email)).GET('/purchases')).data?.purchases ?? [];
  return new Set(rows.map((row) => row.purchase_id));
}

/** The purchases the server stored for a customer since `before`: id, package, status, total. */
export async function purchasesSince(email: string, before: Set<number>) {
  const rows = (await (await apiAs(email)).GET('/purchases')).data?.purchases ?? [];
  return rows
    .filter((row) => !before.has(row.purchase_id))
    .map((row) => [row.purchase_id, row.class_package_id, row.status, row.total_payment]);
}

/** After a paid purchase: Mis Reservaciones counts the credits it granted (axe on the way). */
export async function expectCreditsShown(page: Page, credits: number): Promise<void> {
  await page.goto('/mystudio/reservaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('credit-summary')).toContainText(`Disponibles${credits}`);
  await expectNoAxeViolations(page);
}
